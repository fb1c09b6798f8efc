#!/usr/bin/python3
"""A stand-in for xdg-desktop-portal's settings on the session bus (DBUS_SESSION_BUS_ADDRESS), for
Flick's tests: org.freedesktop.portal.Desktop at /org/freedesktop/portal/desktop with the
org.freedesktop.portal.Settings interface (ReadOne, Read, ReadAll, the SettingChanged signal),
answering org.freedesktop.appearance color-scheme.

usage: fake-portal.py SCHEME [--no-read-one]
  SCHEME         the color-scheme to start with: 0 no preference, 1 prefer dark, 2 prefer light
  --no-read-one  an older portal (version 1): ReadOne is an unknown method, Read answers

Prints "ready" once it owns the name. The test changes the scheme with the method
org.flick.FakePortal.SetColorScheme(u) on the same object: it emits SettingChanged, then replies.
"""
import sys

from gi.repository import Gio, GLib

NAME = "org.freedesktop.portal.Desktop"
PATH = "/org/freedesktop/portal/desktop"
NAMESPACE = "org.freedesktop.appearance"
KEY = "color-scheme"

XML = """
<node>
  <interface name="org.freedesktop.portal.Settings">
    <method name="ReadAll"><arg type="as" direction="in"/><arg type="a{sa{sv}}" direction="out"/></method>
    <method name="Read"><arg type="s" direction="in"/><arg type="s" direction="in"/><arg type="v" direction="out"/></method>
    %s
    <signal name="SettingChanged"><arg type="s"/><arg type="s"/><arg type="v"/></signal>
    <property name="version" type="u" access="read"/>
  </interface>
  <interface name="org.flick.FakePortal">
    <method name="SetColorScheme"><arg type="u" direction="in"/></method>
  </interface>
</node>
"""
READ_ONE = '<method name="ReadOne"><arg type="s" direction="in"/><arg type="s" direction="in"/><arg type="v" direction="out"/></method>'

scheme = int(sys.argv[1])
has_read_one = "--no-read-one" not in sys.argv[2:]
node = Gio.DBusNodeInfo.new_for_xml(XML % (READ_ONE if has_read_one else ""))


def on_call(connection, sender, path, interface, method, parameters, invocation):
    global scheme
    if interface == "org.flick.FakePortal":
        scheme = parameters.unpack()[0]
        connection.emit_signal(None, PATH, "org.freedesktop.portal.Settings", "SettingChanged",
                               GLib.Variant("(ssv)", (NAMESPACE, KEY, GLib.Variant("u", scheme))))
        invocation.return_value(None)
        return
    if method == "ReadAll":
        invocation.return_value(GLib.Variant("(a{sa{sv}})", ({NAMESPACE: {KEY: GLib.Variant("u", scheme)}},)))
        return
    namespace, key = parameters.unpack()
    if (namespace, key) != (NAMESPACE, KEY):
        invocation.return_dbus_error("org.freedesktop.portal.Error.NotFound", "Requested setting not found")
    elif method == "ReadOne":
        invocation.return_value(GLib.Variant("(v)", (GLib.Variant("u", scheme),)))
    else:
        # Version 1's Read wraps the value in a second variant.
        invocation.return_value(GLib.Variant("(v)", (GLib.Variant("v", GLib.Variant("u", scheme)),)))


def on_property(connection, sender, path, interface, name):
    return GLib.Variant("u", 2 if has_read_one else 1)


def on_bus(connection, name):
    for interface in node.interfaces:
        connection.register_object(PATH, interface, on_call, on_property, None)


def on_name(connection, name):
    print("ready", flush=True)


def on_lost(connection, name):
    print("error: could not own " + NAME, flush=True)
    loop.quit()


Gio.bus_own_name(Gio.BusType.SESSION, NAME, Gio.BusNameOwnerFlags.NONE, on_bus, on_name, on_lost)
loop = GLib.MainLoop()
loop.run()
