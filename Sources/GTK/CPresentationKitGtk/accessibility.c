/* gtk_accessible_update_property and _relation are variadic; these set one attribute
 * each. What GTK 4.8 reads out of them over AT-SPI (measured):
 *   name        = the "label" property, then the names of the labelled-by targets,
 *                 joined by spaces (a window's label is its title, "" when it has none:
 *                 labelled-by alone on a window reads " Heading");
 *   description = the "description" property only (described-by is exposed as a
 *                 relation but does not make a description).
 * GTK 4.18 computes both as ARIA's accname does (gtk_at_context_get_text in
 * gtkatcontext.c): a relation wins over the property, and each relation target adds its
 * own property of the same kind. A labelled-by label adds its "label" (its text), but a
 * described-by label adds its "description", which a label has not: the widget's
 * description reads "" although its own "description" property is set (measured). */

#include "pk-gtk.h"
#include <dlfcn.h>

/* Names `widget` by the text of `label`, and follows it when the text changes. */
void
pk_accessible_set_labelled_by (GtkWidget *widget, GtkWidget *label)
{
  gtk_accessible_update_relation (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_RELATION_LABELLED_BY, label, NULL, -1);
}

/* Describes `widget` by `label`, which shows `description`: what a screen reader reads
 * after the widget's name, and the described-by relation to the label that shows it.
 * NULL `description` (or `label`) removes both. The text goes where each GTK reads it
 * (run-time check: a binary built on 4.8 runs on newer GTKs too):
 *   GTK 4.8:   on `widget` (the relation is not followed);
 *   GTK 4.10+: on `label`, only. 4.18 reads a described-by target's description (see
 *              above) and ignores `widget`'s own; the 4.10 and 4.12 sources add the
 *              widget's own and the targets' up, so setting both would read it twice.
 * The label's description then equals its name, which a screen reader does not repeat. */
void
pk_accessible_describe_by_label (GtkWidget *widget, GtkWidget *label, const char *description)
{
  gboolean reads_targets = gtk_get_major_version () > 4 || gtk_get_minor_version () >= 10;
  if (label != NULL && description != NULL)
    gtk_accessible_update_relation (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_RELATION_DESCRIBED_BY, label, NULL, -1);
  else
    gtk_accessible_reset_relation (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_RELATION_DESCRIBED_BY);
  if (label != NULL && reads_targets)
    {
      gtk_accessible_update_property (GTK_ACCESSIBLE (label), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                      description != NULL ? description : "", -1);
      gtk_accessible_reset_property (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION);
    }
  else
    gtk_accessible_update_property (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                    description != NULL ? description : "", -1);
}

/* The name a screen reader reads for a widget with no text of its own (an icon button). */
void
pk_accessible_set_label (GtkWidget *widget, const char *label)
{
  gtk_accessible_update_property (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);
}

/* Drops the "label" property: a window's title (empty for a message dialog) would
 * otherwise stand before the names of its labelled-by targets. */
void
pk_accessible_reset_label (GtkWidget *widget)
{
  gtk_accessible_reset_property (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_PROPERTY_LABEL);
}

/* Drops the labelled-by relation. A GtkButton with a label sets both its "label"
 * property and labelled-by its label child, so GTK 4.8 names it twice ("Cancel Cancel");
 * without the relation it is named once, by the property. */
void
pk_accessible_reset_labelled_by (GtkWidget *widget)
{
  gtk_accessible_reset_relation (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_RELATION_LABELLED_BY);
}

/* gtk_accessible_announce's signature (GTK 4.14), for the lookup below. */
typedef void (*PkAccessibleAnnounceFunc) (GtkAccessible *accessible, const char *message, int priority);

/* Asks a screen reader to say `message` now, on behalf of `widget`: polite (GTK's
 * MEDIUM priority: after what it is saying), or assertive (HIGH: at once), as a toast
 * appears. GTK 4.14 added gtk_accessible_announce; it is looked up at run time in the
 * GTK the program runs with, so a binary built against 4.8's headers announces on
 * 4.14 or later. Returns FALSE, doing nothing, where that GTK has no such call. */
gboolean
pk_accessible_announce (GtkWidget *widget, const char *message, gboolean assertive)
{
  static gsize looked_up = 0;
  static PkAccessibleAnnounceFunc announce = NULL;
  if (g_once_init_enter (&looked_up))
    {
      void *program = dlopen (NULL, RTLD_LAZY);
      if (program != NULL)
        announce = (PkAccessibleAnnounceFunc) dlsym (program, "gtk_accessible_announce");
      g_once_init_leave (&looked_up, 1);
    }
  if (announce == NULL)
    return FALSE;
  /* GTK_ACCESSIBLE_ANNOUNCEMENT_PRIORITY_MEDIUM = 1, _HIGH = 2 (gtkenums.h, 4.14) */
  announce (GTK_ACCESSIBLE (widget), message, assertive ? 2 : 1);
  return TRUE;
}
