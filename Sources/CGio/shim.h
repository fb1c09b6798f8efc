#ifndef FLICK_CGIO_SHIM_H
#define FLICK_CGIO_SHIM_H
/* GIO: GDBus, which the settings portal reader talks D-Bus through. */
#include <gio/gio.h>
#endif
