/** The AI onboarding wizard has five steps, in this order (docs/product/onboarding.md#the-ai-wizard). */
export const aiWizardSteps = [
  { title: 'Co-parents', description: 'Invite the people who share the care of your pets.' },
  { title: 'Pet names', description: 'Name each pet you want to add.' },
  { title: 'Pet photo upload', description: 'Add a photo of each pet.' },
  { title: 'Vet records upload', description: 'Upload vet records; their details are read for you.' },
  { title: 'Review', description: 'Check everything before it is saved.' },
] as const
