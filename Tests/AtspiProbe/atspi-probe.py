#!/usr/bin/python3
"""Drives an application through AT-SPI (pyatspi), as a screen reader or dogtail would, for Flick's
live accessibility tests. Prints one JSON object per line on stdout; exits 0 when every step
passed, 1 at the first that failed (with {"error": ...} as the last line), 2 on bad usage.

usage: atspi-probe.py APP [--ignore=TYPE,...] STEP...   (APP: the application's name on the bus,
                             e.g. flick; --ignore: event types not listened for, as a reader
                             that takes none of them, e.g. object:announcement for Orca 43)
       atspi-probe.py --apps        the names of the applications on the bus now, then exit
steps (each one argument, fields separated by '|'):
  tree                         every object: depth, role, name, states, actions, extents (window),
                               object attributes (e.g. posinset, setsize), relations (type: the
                               targets as ROLE|NAME) and, where it has the Text interface, its text
  find|ROLE|NAME               the first object of ROLE named NAME: its states, actions, extents
  act|ROLE|NAME|ACTION         runs the object's action named ACTION (e.g. click)
  value|ROLE|NAME|NUMBER       sets the object's value (the Value interface)
  valueis|ROLE|NAME|NUMBER     waits (10 s at most) until the object's value is NUMBER
  state|ROLE|NAME|STATE|yes/no waits (10 s at most) until the object has (or lacks) STATE
  event|TYPE|ROLE|NAME         waits (10 s at most) for an event of TYPE (a prefix, e.g.
                               object:state-changed:focused) whose source is ROLE named NAME,
                               with detail1 1 for state changes; events are recorded from the start
  text|ROLE|NAME|OFFSET         the object's Text: text, character count, caret, selections, the
                               word at OFFSET, whether it is EditableText
  textis|ROLE|NAME|TEXT        waits (10 s at most) until the object's text is TEXT
  edit|ROLE|NAME|OP|ARG...     EditableText or Text calls: insert|OFFSET|TEXT, delete|START|END,
                               set|TEXT, caret|OFFSET, select|START|END
  xdotool|ARG|ARG...           runs xdotool with the arguments (keys and clicks from outside)
  mark                         forgets (for count) the events recorded so far, once every event the
                               application sent before answering a call is in (a fence)
  count|LABEL                  after a fence, the events recorded since the last mark: their
                               types in order (state changes with :1 or :0) under LABEL
  focused                      the role and name of every object whose state is focused
Roles are AT-SPI's role names ("push button"); NAME may be * for any.
"""
import json
import subprocess
import sys
import time

import pyatspi
from gi.repository import GLib

TIMEOUT_S = 10.0
EVENT_TYPES = ["object:state-changed", "object:children-changed", "object:property-change", "object:value-changed",
               "window:activate", "focus:", "object:text-changed", "object:text-caret-moved",
               "object:text-selection-changed", "object:selection-changed", "object:announcement"]
events = []
log = []  # every event since the last mark (the event step takes what it matched from `events` only)


def out(obj):
    print(json.dumps(obj), flush=True)


def fail(message):
    out({"error": message})
    sys.exit(1)


def pump(seconds):
    """Runs GLib's main context (where AT-SPI events arrive) for at most `seconds`."""
    context = GLib.MainContext.default()
    fired = []
    source = GLib.timeout_add(int(seconds * 1000), lambda: fired.append(1) or False)
    while not fired and context.iteration(True):
        if events_changed[0]:
            events_changed[0] = False
            break
    if not fired:
        GLib.source_remove(source)


events_changed = [False]


def on_event(event):
    try:
        role, name = event.source.getRoleName(), event.source.name
    except Exception:
        role, name = "", ""
    events.append((event.type, role, name, event.detail1))
    log.append(events[-1])
    events_changed[0] = True


def application(name):
    desktop = pyatspi.Registry.getDesktop(0)
    deadline = time.monotonic() + TIMEOUT_S
    while time.monotonic() < deadline:
        for i in range(desktop.childCount):
            app = desktop.getChildAtIndex(i)
            if app is not None and app.name == name:
                return app
        pump(0.1)  # a bounded poll for the application to appear on the bus
    fail(f"no application named {name!r} on the accessibility bus")


def walk(obj, depth=0):
    yield obj, depth
    for i in range(obj.childCount):
        child = obj.getChildAtIndex(i)
        if child is not None:
            yield from walk(child, depth + 1)


def describe(obj, depth=None):
    states = sorted(pyatspi.stateToString(s) for s in obj.getState().getStates())
    actions = []
    try:
        action = obj.queryAction()
        actions = [action.getName(i) for i in range(action.nActions)]
    except NotImplementedError:
        pass
    extents = None
    try:
        e = obj.queryComponent().getExtents(pyatspi.WINDOW_COORDS)
        extents = [e.x, e.y, e.width, e.height]
    except NotImplementedError:
        pass
    attributes = dict(a.split(":", 1) for a in obj.getAttributes() if ":" in a)
    relations = {}
    for relation in obj.getRelationSet():
        targets = [relation.getTarget(i) for i in range(relation.getNTargets())]
        relations[pyatspi.relationToString(relation.getRelationType()).lower().replace(" ", "-")] = [
            f"{t.getRoleName()}|{t.name}" for t in targets if t is not None]
    d = {"role": obj.getRoleName(), "name": obj.name, "description": obj.description, "states": states,
         "actions": actions, "extents": extents, "attributes": attributes, "relations": relations}
    try:
        d["text"] = obj.queryText().getText(0, -1)
    except NotImplementedError:
        pass
    try:
        value = obj.queryValue()
        d["value"] = [value.currentValue, value.minimumValue, value.maximumValue]
    except NotImplementedError:
        pass
    if depth is not None:
        d["depth"] = depth
    return d


def fence(app):
    """Asks the application for its first window's extents (never cached, so a call over the bus)
    and then runs the main context until nothing is pending: the bus keeps one sender's messages in
    order, so every event the application sent before it answered has been recorded."""
    if app.childCount > 0:
        app.getChildAtIndex(0).queryComponent().getExtents(pyatspi.WINDOW_COORDS)
    context = GLib.MainContext.default()
    while context.iteration(False):
        pass


def event_label(e):
    return f"{e[0]}:{e[3]}" if e[0].startswith("object:state-changed") else e[0]


def find(app, role, name):
    for obj, _ in walk(app):
        if obj.getRoleName() == role and (name == "*" or obj.name == name):
            return obj
    fail(f"no {role} named {name!r}")


def main(argv):
    if len(argv) < 2 and argv != ["--apps"]:
        print(__doc__, file=sys.stderr)
        sys.exit(2)
    if argv == ["--apps"]:
        desktop = pyatspi.Registry.getDesktop(0)
        names = [desktop.getChildAtIndex(i).name for i in range(desktop.childCount)]
        out({"applications": [n for n in names if n is not None]})
        return
    steps = argv[1:]
    if steps and steps[0].startswith("--ignore="):
        ignored = steps.pop(0)[len("--ignore="):].split(",")
        EVENT_TYPES[:] = [t for t in EVENT_TYPES if t not in ignored]
    pyatspi.Registry.registerEventListener(on_event, *EVENT_TYPES)
    app = application(argv[0])
    out({"application": app.name, "toolkit": app.get_toolkit_name()})
    for step in steps:
        parts = step.split("|")
        kind = parts[0]
        if kind == "tree":
            for obj, depth in walk(app):
                out(describe(obj, depth))
        elif kind == "find" and len(parts) == 3:
            out(describe(find(app, parts[1], parts[2])))
        elif kind == "act" and len(parts) == 4:
            obj = find(app, parts[1], parts[2])
            action = obj.queryAction()
            names = [action.getName(i) for i in range(action.nActions)]
            if parts[3] not in names:
                fail(f"{parts[1]} {parts[2]!r} has no action {parts[3]!r} (has {names})")
            out({"act": parts[2], "action": parts[3], "done": bool(action.doAction(names.index(parts[3])))})
        elif kind == "value" and len(parts) == 4:
            find(app, parts[1], parts[2]).queryValue().currentValue = float(parts[3])
            out({"value": parts[2], "set": float(parts[3])})
        elif kind == "valueis" and len(parts) == 4:
            deadline = time.monotonic() + TIMEOUT_S
            while find(app, parts[1], parts[2]).queryValue().currentValue != float(parts[3]):
                if time.monotonic() > deadline:
                    fail(f"{parts[1]} {parts[2]!r} is not {parts[3]} after {TIMEOUT_S} s")
                pump(0.2)
            out({"value": parts[2], "is": float(parts[3])})
        elif kind == "state" and len(parts) == 5:
            wanted = parts[4] == "yes"
            state = pyatspi.stringToState(parts[3]) if hasattr(pyatspi, "stringToState") else getattr(
                pyatspi, "STATE_" + parts[3].upper().replace(" ", "_"))
            deadline = time.monotonic() + TIMEOUT_S
            while find(app, parts[1], parts[2]).getState().contains(state) != wanted:
                if time.monotonic() > deadline:
                    fail(f"{parts[1]} {parts[2]!r} is {'not ' if wanted else ''}{parts[3]} after {TIMEOUT_S} s")
                pump(0.2)
            out({"state": parts[3], "of": parts[2], "is": wanted})
        elif kind == "event" and len(parts) == 4:
            deadline = time.monotonic() + TIMEOUT_S
            while True:
                hit = next((e for e in events if e[0].startswith(parts[1]) and parts[2] in ("*", e[1])
                            and (parts[3] == "*" or e[2] == parts[3])
                            and (not e[0].startswith("object:state-changed") or e[3] == 1)), None)
                if hit:
                    events.remove(hit)
                    out({"event": hit[0], "role": hit[1], "name": hit[2]})
                    break
                if time.monotonic() > deadline:
                    fail(f"no {parts[1]} event from {parts[2]} {parts[3]!r} in {TIMEOUT_S} s; saw {events[-20:]}")
                pump(deadline - time.monotonic())
        elif kind == "text" and len(parts) == 4:
            obj = find(app, parts[1], parts[2])
            text = obj.queryText()
            word = text.getTextAtOffset(int(parts[3]), pyatspi.TEXT_BOUNDARY_WORD_START)
            try:
                obj.queryEditableText()
                editable = True
            except NotImplementedError:
                editable = False
            out({"text": text.getText(0, -1), "count": text.characterCount, "caret": text.caretOffset,
                 "selections": [list(text.getSelection(i)) for i in range(text.getNSelections())],
                 "word": [word[0], word[1], word[2]], "editable": editable})
        elif kind == "textis" and len(parts) == 4:
            deadline = time.monotonic() + TIMEOUT_S
            while find(app, parts[1], parts[2]).queryText().getText(0, -1) != parts[3]:
                if time.monotonic() > deadline:
                    fail(f"{parts[1]} {parts[2]!r} does not read {parts[3]!r} after {TIMEOUT_S} s")
                pump(0.2)
            out({"textis": parts[3]})
        elif kind == "edit" and len(parts) >= 4:
            obj = find(app, parts[1], parts[2])
            op, args = parts[3], parts[4:]
            if op == "insert":
                done = obj.queryEditableText().insertText(int(args[0]), args[1], len(args[1].encode()))
            elif op == "delete":
                done = obj.queryEditableText().deleteText(int(args[0]), int(args[1]))
            elif op == "set":
                done = obj.queryEditableText().setTextContents(args[0])
            elif op == "caret":
                done = obj.queryText().setCaretOffset(int(args[0]))
            elif op == "select":
                done = obj.queryText().setSelection(0, int(args[0]), int(args[1])) or \
                    obj.queryText().addSelection(int(args[0]), int(args[1]))
            else:
                fail(f"unknown edit {op!r}")
            out({"edit": op, "done": bool(done)})
        elif kind == "mark":
            fence(app)
            log.clear()
        elif kind == "count" and len(parts) == 2:
            fence(app)
            out({"count": parts[1], "events": [event_label(e) for e in log],
                 "sources": [f"{e[1]} {e[2]}" for e in log]})
        elif kind == "focused":
            out({"focused": [f"{o.getRoleName()} {o.name}" for o, _ in walk(app)
                             if o.getState().contains(pyatspi.STATE_FOCUSED)]})
        elif kind == "xdotool":
            subprocess.run(["xdotool"] + parts[1:], check=True)
            out({"xdotool": parts[1:]})
        else:
            fail(f"unknown step {step!r}")
    pyatspi.Registry.deregisterEventListener(on_event, *EVENT_TYPES)


if __name__ == "__main__":
    main(sys.argv[1:])
