/* libadwaita for PresentationKitAdwaita (pkg-config libadwaita-1): this module carries the
 * package's compiler and linker flags, so that only apps using that product need and link
 * libadwaita. Swift sees no libadwaita header: a second Clang module that includes GTK's
 * headers would give Swift a second GtkWidget, GtkEntry… (CGtk's module.modulemap). The C
 * code includes <adwaita.h> in CPresentationKitAdwaita; its declarations are that target's
 * include/pk-adw.h (`import CGtk.Adwaita`). */
#ifndef PK_CADWAITA_H
#define PK_CADWAITA_H
#endif /* PK_CADWAITA_H */
