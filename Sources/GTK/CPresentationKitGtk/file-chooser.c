/* GTK's own file chooser for the `alert` command's zenity --file-selection, in alert's
 * process as zenity 3.44's is (its GtkFileChooserNative falls back to GTK's dialog where no
 * portal answers); not the portal's, which lives in another process and ignores what
 * alert's window hints say. GtkFileChooserDialog and the GtkFileChooser interface are
 * deprecated from GTK 4.10, whose GtkFileDialog goes through the portal and GTK 4.8 lacks:
 * the deprecations are fenced for this file. */
#define GDK_DISABLE_DEPRECATION_WARNINGS
#include "pk-gtk.h"

GtkWidget *
pk_file_chooser_new (const char *title, gboolean folders, gboolean save, gboolean multiple,
                     const char *ok_label, const char *cancel_label)
{
  /* GTK 4 has no CREATE_FOLDER action: its folder chooser has a button that makes one. */
  GtkFileChooserAction action = folders ? GTK_FILE_CHOOSER_ACTION_SELECT_FOLDER
                                : save  ? GTK_FILE_CHOOSER_ACTION_SAVE
                                        : GTK_FILE_CHOOSER_ACTION_OPEN;
  GtkWidget *dialog = gtk_file_chooser_dialog_new (title, NULL, action, NULL, NULL);
  /* Literal labels: a script's --ok-label is text, not a mnemonic. ACCEPT is a response
   * the chooser treats as choosing: it opens a folder on Return, asks before overwriting. */
  pk_dialog_add_button (dialog, cancel_label, GTK_RESPONSE_CANCEL);
  pk_dialog_add_button (dialog, ok_label, GTK_RESPONSE_ACCEPT);
  gtk_dialog_set_default_response (GTK_DIALOG (dialog), GTK_RESPONSE_ACCEPT);
  gtk_file_chooser_set_select_multiple (GTK_FILE_CHOOSER (dialog), multiple);
  gtk_window_set_modal (GTK_WINDOW (dialog), TRUE);
  return dialog;
}

void
pk_file_chooser_start_at (GtkWidget *chooser, const char *path)
{
  GtkFileChooser *files = GTK_FILE_CHOOSER (chooser);
  gboolean folder_only = path[0] == '\0' || g_str_has_suffix (path, G_DIR_SEPARATOR_S);
  if (!folder_only && gtk_file_chooser_get_action (files) != GTK_FILE_CHOOSER_ACTION_SAVE)
    {
      /* It opens the file's folder itself. Setting the folder first would start a second
       * load that cancels the first: GTK 4.8 then shows "Operation was cancelled". A file
       * that is not there selects nothing, and its folder is shown all the same. */
      g_autoptr (GFile) file = g_file_new_for_path (path);
      gtk_file_chooser_set_file (files, file, NULL);
      return;
    }
  g_autofree char *folder = g_path_get_dirname (path);
  g_autoptr (GFile) folder_file = g_file_new_for_path (folder);
  gtk_file_chooser_set_current_folder (files, folder_file, NULL);
  if (folder_only)
    return;
  g_autofree char *name = g_path_get_basename (path);
  g_autofree char *utf8 = g_filename_to_utf8 (name, -1, NULL, NULL, NULL);
  if (utf8 != NULL)
    gtk_file_chooser_set_current_name (files, utf8);
}

void
pk_file_chooser_add_filter (GtkWidget *chooser, const char *name, const char *const *patterns)
{
  GtkFileFilter *filter = gtk_file_filter_new ();
  gtk_file_filter_set_name (filter, name);
  for (const char *const *pattern = patterns; *pattern != NULL; pattern++)
    gtk_file_filter_add_pattern (filter, *pattern);
  gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (chooser), filter);
  g_object_unref (filter);
}

char **
pk_file_chooser_get_paths (GtkWidget *chooser)
{
  g_autoptr (GListModel) files = gtk_file_chooser_get_files (GTK_FILE_CHOOSER (chooser));
  guint count = g_list_model_get_n_items (files);
  GPtrArray *paths = g_ptr_array_new_full (count + 1, g_free);
  for (guint i = 0; i < count; i++)
    {
      g_autoptr (GFile) file = g_list_model_get_item (files, i);
      char *path = g_file_get_path (file);
      /* A file with no local path (a network location GIO mounted) gives its URI. */
      g_ptr_array_add (paths, path != NULL ? path : g_file_get_uri (file));
    }
  g_ptr_array_add (paths, NULL);
  return (char **) g_ptr_array_free (paths, FALSE);
}
