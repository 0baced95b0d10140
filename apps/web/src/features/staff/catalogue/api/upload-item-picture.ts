import { actionPrivileges, apiPaths, backOfficeItem } from '@dutyfree/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { staffClient } from '../../shared/api/staff-client.ts';
import { staffQueryKeys } from '../../shared/api/staff-query-keys.ts';

/** The file's bytes in base64, as the upload call carries them. */
export function readAsBase64(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}

export function useUploadItemPicture(itemId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (file: Blob) =>
      staffClient.post(
        apiPaths.backOfficeUploadItemPicture,
        { itemId, picture: await readAsBase64(file) },
        { privilege: actionPrivileges.backOfficeItems, schema: backOfficeItem },
      ),
    onSuccess: (item) => {
      queryClient.setQueryData(staffQueryKeys.item(item.id), item);
      void queryClient.invalidateQueries({ queryKey: staffQueryKeys.items() });
    },
  });
}
