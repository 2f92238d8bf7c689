/* The declarations of this target's functions are in CGtk's pk-gtk.h, which says why;
 * SwiftPM asks every C target for a public header, and this one declares nothing. */
