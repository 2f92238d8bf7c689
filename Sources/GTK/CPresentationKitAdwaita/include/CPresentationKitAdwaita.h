/* The declarations of this target's functions are in CGtk's pk-adw.h, as CPresentationKitGtk's
 * are in CGtk's pk-gtk.h; SwiftPM asks every C target for a public header, and this one declares nothing. */
