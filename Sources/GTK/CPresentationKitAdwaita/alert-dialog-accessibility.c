/* libadwaita's alert dialog as a screen reader reads it, on both generations: named by its
 * heading (or the window's title), described by its body, its buttons named once, and
 * every label wrapping where it must. */
#include <adwaita.h>
#include "alert-dialog-generation.h"
#include "alert-dialog.h"
#include "pk-adw.h"
#include "pk-gtk.h"

/* The first visible descendant label of `widget` showing `text`, depth first. */
GtkWidget *
pk_adw_find_label (GtkWidget *widget, const char *text)
{
  if (GTK_IS_LABEL (widget) && g_strcmp0 (gtk_label_get_text (GTK_LABEL (widget)), text) == 0)
    return widget;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = pk_adw_find_label (child, text);
      if (found != NULL)
        return found;
    }
  return NULL;
}

/* GTK 4.8 names a button by its label property and its label child: "Cancel Cancel".
 * Each button is named by its label property alone. */
static void
pk_adw_name_buttons_once (GtkWidget *widget)
{
  if (GTK_IS_BUTTON (widget))
    gtk_accessible_reset_relation (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_RELATION_LABELLED_BY);
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    pk_adw_name_buttons_once (child);
}

/* How far a tab moves the text on in libadwaita 1.5-1.7's labels, in pixels (below). */
#define PK_ADW_TAB_WIDTH 8

/* libadwaita wraps its heading and body at word boundaries: a word longer than the line
 * (a path, a URL, a script without spaces) gave the label a minimum width wider than the
 * dialog, and GTK 4.18 warns ("Trying to measure GtkLabel for width of N, but it needs at
 * least M") each time it is measured narrower. Every wrapping label outside the buttons
 * breaks inside a word when it must, as in the GTK style.
 *
 * A tab cannot be broken either: it reaches the next tab stop, eight spaces apart, so
 * "A 👨‍👩‍👧 \t" took two stops (114 px in the large heading's font) as one piece, and
 * libadwaita 1.5-1.7, which measures its heading labels narrower than the wider one's
 * minimum (a heading's minimum width is the smaller of its two labels'), warned (seed
 * 14919817890966807743 of TextLayoutTests, dialog 45). There the tab stops are
 * PK_ADW_TAB_WIDTH apart: a tab is a short gap, which in centred text is all it can be. */
void
pk_adw_wrap_anywhere (GtkWidget *widget)
{
  if (GTK_IS_BUTTON (widget))
    return;
  if (GTK_IS_LABEL (widget) && (pk_adw_wraps_every_label () || gtk_label_get_wrap (GTK_LABEL (widget))))
    {
      gtk_label_set_wrap (GTK_LABEL (widget), TRUE);
      gtk_label_set_wrap_mode (GTK_LABEL (widget), PANGO_WRAP_WORD_CHAR);
      if (pk_adw_wraps_every_label ())
        {
          PangoTabArray *tabs = pango_tab_array_new_with_positions (1, TRUE, PANGO_TAB_LEFT, PK_ADW_TAB_WIDTH);
          gtk_label_set_tabs (GTK_LABEL (widget), tabs);
          pango_tab_array_free (tabs);
        }
    }
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    pk_adw_wrap_anywhere (child);
}

void
pk_adw_alert_update_accessibility (GtkWidget *dialog, const char *heading, const char *body)
{
  pk_adw_wrap_anywhere (pk_adw_content (dialog));
  GtkWidget *heading_label = pk_adw_find_label (pk_adw_content (dialog), heading);
  GtkWidget *body_label = body != NULL && body[0] != '\0' ? pk_adw_find_label (pk_adw_content (dialog), body) : NULL;
  gtk_accessible_reset_property (GTK_ACCESSIBLE (dialog), GTK_ACCESSIBLE_PROPERTY_LABEL);
  if (heading_label != NULL)
    gtk_accessible_update_relation (GTK_ACCESSIBLE (dialog), GTK_ACCESSIBLE_RELATION_LABELLED_BY,
                                    heading_label, NULL, -1);
  if (body_label != NULL)
    {
      gtk_accessible_update_relation (GTK_ACCESSIBLE (dialog), GTK_ACCESSIBLE_RELATION_DESCRIBED_BY,
                                      body_label, NULL, -1);
      gtk_accessible_update_property (GTK_ACCESSIBLE (dialog), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, body, -1);
      pk_adw_describe_body_label (body_label, body);
    }
  else
    {
      gtk_accessible_reset_relation (GTK_ACCESSIBLE (dialog), GTK_ACCESSIBLE_RELATION_DESCRIBED_BY);
      gtk_accessible_reset_property (GTK_ACCESSIBLE (dialog), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION);
    }
  pk_adw_name_buttons_once (dialog);
  /* A name given in place of the heading (PK_ADW_ACCESSIBLE_NAME_KEY: alert's zenity form
   * names its dialog by the window's title) outlasts this naming, which libadwaita ≥ 1.5
   * makes again after its first layout. */
  const char *name = g_object_get_data (G_OBJECT (dialog), PK_ADW_ACCESSIBLE_NAME_KEY);
  const char *description = g_object_get_data (G_OBJECT (dialog), PK_ADW_ACCESSIBLE_DESCRIPTION_KEY);
  if (name != NULL)
    {
      gtk_accessible_reset_relation (GTK_ACCESSIBLE (dialog), GTK_ACCESSIBLE_RELATION_LABELLED_BY);
      gtk_accessible_reset_relation (GTK_ACCESSIBLE (dialog), GTK_ACCESSIBLE_RELATION_DESCRIBED_BY);
      gtk_accessible_update_property (GTK_ACCESSIBLE (dialog), GTK_ACCESSIBLE_PROPERTY_LABEL, name,
                                      GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, description, -1);
    }
}

void
pk_adw_alert_name_by_title (GtkWidget *dialog, const char *title, const char *text)
{
  GtkAccessible *accessible = GTK_ACCESSIBLE (dialog);
  /* Kept through pk_adw_alert_update_accessibility (libadwaita ≥ 1.5 names it again after its first layout). */
  g_object_set_data_full (G_OBJECT (dialog), PK_ADW_ACCESSIBLE_NAME_KEY, g_strdup (title), g_free);
  g_object_set_data_full (G_OBJECT (dialog), PK_ADW_ACCESSIBLE_DESCRIPTION_KEY, g_strdup (text), g_free);
  gtk_accessible_reset_relation (accessible, GTK_ACCESSIBLE_RELATION_DESCRIBED_BY);
  gtk_accessible_reset_relation (accessible, GTK_ACCESSIBLE_RELATION_LABELLED_BY);
  gtk_accessible_update_property (accessible, GTK_ACCESSIBLE_PROPERTY_LABEL, title, GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                  text, -1);
}
