#ifndef FLICK_CSYSTEMHEADERS_H
#define FLICK_CSYSTEMHEADERS_H
/*
 * This folder is on the include path of every target that depends on CSystemHeaders, in Flick
 * and in every package that depends on Flick. Its links name the system's Pango and gdk-pixbuf
 * headers as <pango/...> and <gdk-pixbuf/...>: their pkg-config files (pangocairo, gdk-pixbuf-2.0)
 * bring -pthread, which SwiftPM refuses from a dependency's system library target with a warning
 * ("prohibited flag(s): -pthread"), so CPango and CGdkPixbuf take their other include paths from
 * pkg-config files without it and these from here.
 */
#define FLICK_SYSTEM_HEADERS 1
#endif
