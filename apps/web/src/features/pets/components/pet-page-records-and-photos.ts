/**
 * The vet records and the photos of /pet in one file: they follow each other on the page, and one
 * file of them weighs less than two (decision 065).
 */
export { VetRecordsSection } from './documents/vet-records-section'
export { PhotosSection } from './photos/photos-section'
