/* An alert's items in libadwaita's dialog (and above them its own content: a list, a text),
 * and what counts them: the check buttons
 * (CPresentationKitGtk's check list, as the GTK style shows them, in the extra child above
 * the fields), a response's label changed in place (both generations' call, by
 * alert-dialog-generation.h's name), and libadwaita 1.6's wide layout. */
#include <adwaita.h>
#include "alert-dialog-generation.h"
#include "alert-dialog.h"
#include "pk-adw.h"
#include "pk-gtk.h"

/* The most pixels the list takes: about six and a half rows take less. */
#define PK_ADW_CHECK_LIST_MAX_HEIGHT 320

GtkWidget *
pk_adw_alert_add_check_row (GtkWidget *dialog, const char *label, gboolean checked)
{
  GtkWidget *list = g_object_get_data (G_OBJECT (dialog), "pk-extra-items");
  if (list == NULL)
    {
      list = pk_check_list_new ();
      gtk_widget_set_margin_top (list, 0);
      g_object_set_data (G_OBJECT (list), PK_CHECK_LIST_MAX_HEIGHT_KEY,
                         GINT_TO_POINTER (PK_ADW_CHECK_LIST_MAX_HEIGHT));
      pk_adw_extra_insert (dialog, "pk-extra-items", list);
    }
  return pk_check_list_add (list, label, checked);
}

void
pk_adw_alert_set_response_label (GtkWidget *dialog, const char *id, const char *label)
{
  if (g_strcmp0 (pk_adw_dialog_get_response_label (PK_ADW_DIALOG (dialog), id), label) != 0)
    pk_adw_dialog_set_response_label (PK_ADW_DIALOG (dialog), id, label);
}

void
pk_adw_alert_set_prefer_wide_layout (GtkWidget *dialog, gboolean wide)
{
#if ADW_CHECK_VERSION (1, 6, 0)
  adw_alert_dialog_set_prefer_wide_layout (ADW_ALERT_DIALOG (dialog), wide);
#else
  (void) dialog;
  (void) wide;
#endif
}

/* The dialog's own content (a list, a text: made by the caller), in its slot above the items. */
void
pk_adw_alert_add_content (GtkWidget *dialog, GtkWidget *content)
{
  pk_adw_extra_insert (dialog, "pk-extra-content", content);
}
