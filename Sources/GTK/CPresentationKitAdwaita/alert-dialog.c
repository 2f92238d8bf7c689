/* libadwaita's alert dialog: what both generations share. Each generation is one file
 * behind one whole-file #if, chosen at build time from libadwaita's version, so the Swift
 * side calls the same functions on both and nothing switches at run time:
 * alert-dialog-message.c, AdwMessageDialog (a GtkWindow) on libadwaita 1.2–1.4, and
 * alert-dialog-alert.c, AdwAlertDialog (an AdwDialog) from 1.5, where AdwMessageDialog is
 * deprecated (1.6). The calls both take under their own prefix are written here once,
 * through alert-dialog-generation.h; alert-dialog.h declares what passes between this
 * file and the generation's. */
#include <adwaita.h>
#include "alert-dialog-generation.h"
#include "alert-dialog.h"
#include "pk-adw.h"
#include "pk-gtk.h"

/* PkAdwAppearance is AdwResponseAppearance for a Swift side that sees no libadwaita. */
G_STATIC_ASSERT ((int) PK_ADW_APPEARANCE_DEFAULT == (int) ADW_RESPONSE_DEFAULT);
G_STATIC_ASSERT ((int) PK_ADW_APPEARANCE_SUGGESTED == (int) ADW_RESPONSE_SUGGESTED);
G_STATIC_ASSERT ((int) PK_ADW_APPEARANCE_DESTRUCTIVE == (int) ADW_RESPONSE_DESTRUCTIVE);

static void pk_adw_hide_undrawn_buttons (GtkWidget *widget, gboolean drawn);

GtkWidget *
pk_adw_alert_new (const char *heading, const char *body)
{
  /* The role of an alert dialog, as the GTK style's, can only be given at construction:
   * so not adw_alert_dialog_new or adw_message_dialog_new (whose properties these are). */
  GtkWidget *dialog = g_object_new (PK_ADW_TYPE_DIALOG, "accessible-role", GTK_ACCESSIBLE_ROLE_ALERT_DIALOG,
                                    "heading", heading, "body", body != NULL ? body : "", NULL);
  pk_adw_constructed (dialog);
  return dialog;
}

void
pk_adw_alert_set_texts (GtkWidget *dialog, const char *heading, const char *body)
{
  if (pk_adw_set_moved_texts (dialog, heading, body))
    return;
  pk_adw_dialog_set_heading (PK_ADW_DIALOG (dialog), heading);
  pk_adw_dialog_set_body (PK_ADW_DIALOG (dialog), body != NULL ? body : "");
}

void
pk_adw_alert_add_response (GtkWidget *dialog, const char *id, const char *label, PkAdwAppearance appearance)
{
  pk_adw_dialog_add_response (PK_ADW_DIALOG (dialog), id, label);
  pk_adw_dialog_set_response_appearance (PK_ADW_DIALOG (dialog), id, (AdwResponseAppearance) appearance);
}

void
pk_adw_alert_set_default_response (GtkWidget *dialog, const char *id)
{
  pk_adw_dialog_set_default_response (PK_ADW_DIALOG (dialog), id);
}

void
pk_adw_alert_set_close_response (GtkWidget *dialog, const char *id)
{
  pk_adw_dialog_set_close_response (PK_ADW_DIALOG (dialog), id);
}

const char *
pk_adw_alert_type_name (void)
{
  return g_type_name (PK_ADW_TYPE_DIALOG);
}

typedef struct {
  PkAdwResponseFunc func;
  gpointer data;
  GDestroyNotify destroy;
} PkAdwResponseClosure;

static void
pk_adw_response_closure_free (gpointer closure, GClosure *unused)
{
  PkAdwResponseClosure *self = closure;
  (void) unused;
  if (self->destroy != NULL)
    self->destroy (self->data);
  g_free (self);
}

static void
pk_adw_alert_on_response (GtkWidget *dialog, const char *response, gpointer closure)
{
  PkAdwResponseClosure *self = closure;
  (void) dialog;
  self->func (response, self->data);
}

void
pk_adw_alert_connect_response (GtkWidget *dialog, PkAdwResponseFunc func, gpointer data, GDestroyNotify destroy)
{
  PkAdwResponseClosure *closure = g_new0 (PkAdwResponseClosure, 1);
  closure->func = func;
  closure->data = data;
  closure->destroy = destroy;
  g_signal_connect_data (dialog, "response", G_CALLBACK (pk_adw_alert_on_response), closure,
                         pk_adw_response_closure_free, 0);
}

static void
pk_adw_limit_button_labels_below (GtkWidget *widget, int max_chars)
{
  if (GTK_IS_BUTTON (widget))
    {
      pk_button_limit_label_width (widget, max_chars);
      return;
    }
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    pk_adw_limit_button_labels_below (child, max_chars);
}

void
pk_adw_alert_limit_button_labels (GtkWidget *dialog, int max_chars)
{
  pk_adw_limit_button_labels_below (pk_adw_content (dialog), max_chars);
}

/* libadwaita keeps each response twice, a button for the horizontal row and one for the
 * vertical column, in an AdwSqueezer that draws one set but keeps both mapped, which
 * GTK 4.8 tells AT-SPI as two sets of buttons: a screen reader heard
 * every button twice and a click could land on the hidden one. Each button not drawn is
 * hidden from assistive technology, after each layout of the window. */
gboolean
pk_adw_is_drawn_child (GtkWidget *parent, GtkWidget *child)
{
  return gtk_widget_get_visible (child) && gtk_widget_get_child_visible (child)
         && !pk_adw_hides_mapped_child (parent, child);
}

static void
pk_adw_hide_undrawn_buttons (GtkWidget *widget, gboolean drawn)
{
  if (GTK_IS_BUTTON (widget))
    gtk_accessible_update_state (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_STATE_HIDDEN, !drawn, -1);
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    pk_adw_hide_undrawn_buttons (child, drawn && pk_adw_is_drawn_child (widget, child));
}

/* ---- Under the message: the dialog's extra child -------------------------------------
 * libadwaita's dialog has one extra child and its own labels are private, so everything
 * the library adds under the message shares a vertical box there, each part in its slot
 * whatever order the parts come in: the scrolled texts (pk_adw_scroll_texts) first, then
 * the content (a list, a text), the items (alert-dialog-items.c), the fields, their level bar
 * and action button, the progress bar, the countdown line, the details and the check
 * button, as the GTK style stacks them. */
static const char *const pk_adw_extra_slots[] = {
  "pk-extra-texts", "pk-extra-content", "pk-extra-items", "pk-extra-fields", "pk-extra-level", "pk-extra-field-action",
  "pk-extra-progress", "pk-extra-countdown", "pk-extra-details", "pk-extra-remember",
};

/* The box in the dialog's extra child, made and set the first time. Kept unreferenced on
 * the dialog: the dialog owns it (its extra child) for as long as anything here reads it,
 * which is while the dialog is alive; the tests only compare its address. */
static GtkWidget *
pk_adw_extra_box (GtkWidget *dialog)
{
  GtkWidget *box = g_object_get_data (G_OBJECT (dialog), "pk-extra-box");
  if (box != NULL)
    return box;
  box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);
  g_object_set_data (G_OBJECT (dialog), "pk-extra-box", box);
  pk_adw_dialog_set_extra_child (PK_ADW_DIALOG (dialog), box);
  return box;
}

/* Under a centred message, centred too; wrapping anywhere, as pk_adw_wrap_anywhere lets
 * the dialog's own labels. */
GtkWidget *
pk_adw_text_label (const char *text, const char *style)
{
  GtkWidget *label = gtk_label_new (text);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (label), PANGO_WRAP_WORD_CHAR);
  gtk_label_set_justify (GTK_LABEL (label), GTK_JUSTIFY_CENTER);
  gtk_widget_add_css_class (label, style);
  return label;
}

/* Put `child` in the slot named `slot`, after the nearest filled slot before it. The slots
 * keep a reference on their widget, so what the getters read outlives the box's disposal
 * (the check button is read as the dialog closes); the dialog's data drops them at
 * finalization. */
void
pk_adw_extra_insert (GtkWidget *dialog, const char *slot, GtkWidget *child)
{
  GtkWidget *box = pk_adw_extra_box (dialog);
  GtkWidget *after = NULL;
  for (gsize i = 0; i < G_N_ELEMENTS (pk_adw_extra_slots) && g_strcmp0 (pk_adw_extra_slots[i], slot) != 0; i++)
    {
      GtkWidget *filled = g_object_get_data (G_OBJECT (dialog), pk_adw_extra_slots[i]);
      if (filled != NULL)
        after = filled;
    }
  gtk_box_insert_child_after (GTK_BOX (box), child, after);
  g_object_set_data_full (G_OBJECT (dialog), slot, g_object_ref (child), g_object_unref);
}

/* A field: an AdwEntryRow (AdwPasswordEntryRow, with its peek button, when `secure`) in a
 * boxed list, and a hidden line under it for why its text is refused. Neither row has a
 * placeholder (libadwaita 1.2 to 1.7): the title is the field's label, and `prompt` is
 * the row's tooltip and accessible description. Return in the row ("entry-activated") is
 * the caller's to answer (pk_adw_alert_activate_response): libadwaita 1.2's message dialog
 * has no default widget a row could activate. */
/* Name each button under `widget` (the password row's peek, unnamed in libadwaita 1.2). */
static void
pk_adw_name_buttons (GtkWidget *widget, const char *name)
{
  if (GTK_IS_BUTTON (widget))
    gtk_accessible_update_property (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_PROPERTY_LABEL, name, -1);
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    pk_adw_name_buttons (child, name);
}

/* The box of the fields' slot, made the first time. */
static GtkWidget *
pk_adw_fields_box (GtkWidget *dialog)
{
  GtkWidget *fields = g_object_get_data (G_OBJECT (dialog), "pk-extra-fields");
  if (fields == NULL)
    {
      fields = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
      pk_adw_extra_insert (dialog, "pk-extra-fields", fields);
    }
  return fields;
}

void
pk_adw_alert_add_control (GtkWidget *dialog, GtkWidget *row)
{
  gtk_box_append (GTK_BOX (pk_adw_fields_box (dialog)), row);
}

GtkWidget *
pk_adw_alert_add_field (GtkWidget *dialog, const char *label, gboolean secure, const char *prompt, const char *text,
                        const char *peek_label)
{
  GtkWidget *fields = pk_adw_fields_box (dialog);
  GtkWidget *list = gtk_list_box_new ();
  GtkWidget *row = secure ? adw_password_entry_row_new () : adw_entry_row_new ();
  gtk_list_box_set_selection_mode (GTK_LIST_BOX (list), GTK_SELECTION_NONE);
  gtk_widget_add_css_class (list, "boxed-list");
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), label);
  gtk_editable_set_text (GTK_EDITABLE (row), text != NULL ? text : "");
  if (prompt != NULL && !secure)
    {
      gtk_widget_set_tooltip_text (row, prompt);
      gtk_accessible_update_property (GTK_ACCESSIBLE (row), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, prompt, -1);
    }
  if (secure && peek_label != NULL)
    pk_adw_name_buttons (row, peek_label);
  gtk_list_box_append (GTK_LIST_BOX (list), row);
  gtk_box_append (GTK_BOX (fields), list);
  gtk_box_append (GTK_BOX (fields), pk_field_reason_new (row));
  return row;
}

/* Each button under `widget`: an insensitive one described by `why`, the others by nothing. */
static void
pk_adw_describe_disabled_buttons (GtkWidget *widget, const char *why)
{
  if (GTK_IS_BUTTON (widget))
    {
      if (!gtk_widget_get_sensitive (widget) && why != NULL)
        gtk_accessible_update_property (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, why, -1);
      else
        gtk_accessible_reset_property (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION);
      return;
    }
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    pk_adw_describe_disabled_buttons (child, why);
}

/* The `*n`th drawn button under `widget` outside the extra child, left to right. */
static GtkWidget *
pk_adw_nth_drawn_button (GtkWidget *widget, GtkWidget *extras, int *n)
{
  if (widget == extras)
    return NULL;
  if (GTK_IS_BUTTON (widget))
    return (*n)-- == 0 ? widget : NULL;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (pk_adw_is_drawn_child (widget, child))
      {
        GtkWidget *found = pk_adw_nth_drawn_button (child, extras, n);
        if (found != NULL)
          return found;
      }
  return NULL;
}

/* The drawn button at `position`, left to right, among the responses. */
static GtkWidget *
pk_adw_response_button (GtkWidget *dialog, int position)
{
  return pk_adw_nth_drawn_button (pk_adw_content (dialog), g_object_get_data (G_OBJECT (dialog), "pk-extra-box"),
                                  &position);
}

gboolean
pk_adw_alert_activate_response (GtkWidget *dialog, int position)
{
  GtkWidget *button = pk_adw_response_button (dialog, position);
  if (button == NULL)
    return FALSE;
  /* "clicked", not gtk_widget_activate: a button's keyboard activation shows it pressed
   * and clicks a quarter of a second later. */
  g_signal_emit_by_name (button, "clicked");
  return TRUE;
}

gboolean
pk_adw_alert_focus_response (GtkWidget *dialog, int position)
{
  GtkWidget *button = pk_adw_response_button (dialog, position);
  return button != NULL && gtk_widget_grab_focus (button);
}

void
pk_adw_alert_set_response_enabled (GtkWidget *dialog, const char *id, gboolean enabled, const char *why)
{
  pk_adw_dialog_set_response_enabled (PK_ADW_DIALOG (dialog), id, enabled);
  pk_adw_describe_disabled_buttons (pk_adw_content (dialog), why);
}

void
pk_adw_alert_set_details (GtkWidget *dialog, const char *text, const char *label, const char *copy_label)
{
  GtkWidget *details = pk_details_new (label, copy_label, text);
  gtk_widget_set_halign (details, GTK_ALIGN_FILL);
  pk_adw_extra_insert (dialog, "pk-extra-details", details);
  pk_adw_details_added (dialog, details);
}

void
pk_adw_alert_set_remember (GtkWidget *dialog, const char *label)
{
  GtkWidget *check = gtk_check_button_new_with_label (label);
  /* Under a centred message, centred: the GTK style aligns it with its body the same way. */
  gtk_widget_set_halign (check, GTK_ALIGN_CENTER);
  pk_adw_extra_insert (dialog, "pk-extra-remember", check);
}

gboolean
pk_adw_alert_get_remember (GtkWidget *dialog)
{
  GtkWidget *check = g_object_get_data (G_OBJECT (dialog), "pk-extra-remember");
  return check != NULL && gtk_check_button_get_active (GTK_CHECK_BUTTON (check));
}

void
pk_adw_alert_set_countdown (GtkWidget *dialog, const char *text)
{
  GtkWidget *line = g_object_get_data (G_OBJECT (dialog), "pk-extra-countdown");
  if (line != NULL)
    {
      gtk_label_set_text (GTK_LABEL (line), text);
      return;
    }
  pk_adw_extra_insert (dialog, "pk-extra-countdown", pk_adw_text_label (text, "dim-label"));
}

void
pk_adw_alert_set_progress (GtkWidget *dialog, double fraction, const char *text, const char *detail)
{
  GtkWidget *progress = g_object_get_data (G_OBJECT (dialog), "pk-extra-progress");
  if (progress == NULL)
    {
      progress = pk_progress_new ();
      pk_adw_extra_insert (dialog, "pk-extra-progress", progress);
    }
  pk_progress_set (progress, fraction, text, detail);
}

static void
pk_adw_alert_on_layout (GdkSurface *surface, int width, int height, gpointer dialog)
{
  (void) surface;
  (void) width;
  pk_adw_hide_undrawn_buttons (dialog, TRUE);
  pk_adw_laid_out (dialog, height);
}

static void
pk_adw_alert_on_realize (GtkWidget *dialog, gpointer unused)
{
  (void) unused;
  GtkNative *native = gtk_widget_get_native (dialog);
  if (native != NULL)
    g_signal_connect_object (gtk_native_get_surface (native), "layout", G_CALLBACK (pk_adw_alert_on_layout), dialog,
                             G_CONNECT_AFTER);
}

void
pk_adw_alert_present (GtkWidget *dialog, GtkWindow *parent)
{
  g_signal_connect (dialog, "realize", G_CALLBACK (pk_adw_alert_on_realize), NULL);
  pk_adw_wrap_anywhere (pk_adw_content (dialog));
  pk_adw_present (dialog, parent);
}

GtkWindow *
pk_adw_alert_get_window (GtkWidget *dialog)
{
  GtkRoot *root = gtk_widget_get_root (dialog);
  return root != NULL && GTK_IS_WINDOW (root) ? GTK_WINDOW (root) : NULL;
}
