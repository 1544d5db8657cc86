import { FileInput, Loader } from '@mantine/core';
import { IconCircleCheck, IconFileUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { useUploadFile } from '@/api/generated/careers/careers';
import { sendFailedMessage } from '@/lib/forms/feedback';
import { cvProblem, cvRules } from './applicationSchema';

interface CvUploadProps {
  /** Called with the stored path once the upload succeeds, and with null when the file is removed. */
  onUploaded: (cvPath: string | null) => void;
}

/** Picks a CV, checks its type and size before sending, uploads it and shows its name. */
export function CvUpload({ onUploaded }: CvUploadProps) {
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string>();
  const [uploadedName, setUploadedName] = useState<string>();
  const upload = useUploadFile();

  const choose = (chosen: File | null) => {
    setFile(chosen);
    setUploadedName(undefined);
    onUploaded(null);
    if (!chosen) return setProblem(undefined);
    const rejected = cvProblem(chosen);
    setProblem(rejected);
    if (rejected) return;
    upload.mutate(
      { data: { file: chosen } },
      {
        onSuccess: (response) => {
          setUploadedName(chosen.name);
          onUploaded(response.Result);
        },
        onError: () => setProblem(`The upload failed. ${sendFailedMessage}`),
      },
    );
  };

  const description = upload.isPending
    ? 'Uploading your CV…'
    : uploadedName
      ? `Uploaded: ${uploadedName}`
      : 'PDF, DOC or DOCX, up to 5 MB';

  return (
    <FileInput
      label="CV"
      withAsterisk
      placeholder="Choose your CV"
      accept={cvRules.accept}
      value={file}
      onChange={choose}
      clearable
      clearButtonProps={{ 'aria-label': 'Remove the CV' }}
      error={problem}
      description={description}
      leftSection={<IconFileUpload size={18} aria-hidden="true" />}
      rightSection={
        upload.isPending ? (
          <Loader size="xs" aria-hidden="true" />
        ) : uploadedName ? (
          <IconCircleCheck size={20} color="var(--mantine-color-green-8)" aria-label="CV uploaded" role="img" />
        ) : undefined
      }
      inputWrapperOrder={['label', 'input', 'description', 'error']}
    />
  );
}
