#!/usr/bin/env python3
"""Counts the actions Orca speaks in the demos, as issue 31 measures it: each demo runs under
`flick --test` on a private X server, session bus and accessibility bus, Orca runs with its debug
log (speech off: no speech server), and after each action (a key, or a drag in the middle of the
window) the log is read for the speech it caused. Prints a line per demo and the total; with
ORCA_REPORT=FILE, writes what was said after each action as JSON.

usage: scripts/orca-speech-count.py [FLICK-BINARY [DEMO...]]   (default .build/debug/flick, every demo)
       ACTIONS="museum:Tab Right Return" scripts/orca-speech-count.py   (one demo, other actions)

Needs orca, xdotool, Xvfb, dbus-daemon and at-spi2-core (apt-get install orca xdotool). Slow
(about ten minutes for the six demos): it waits for Orca to fall quiet after each action. Copy the
binary first when rebuilding meanwhile (a running binary cannot be overwritten).
"""
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time

FLICK = sys.argv[1] if len(sys.argv) > 1 else ".build/debug/flick"
ONLY = sys.argv[2:] if len(sys.argv) > 2 else None
ACTIONS = {
    # Each action changes something a user would want told.
    "swiper": ["Right", "Right", "Left", "End", "Home", "drag-left", "drag-right", "Tab", "Right",
               "Left", "End", "Home", "t", "Tab", "Tab", "space", "question", "Escape"],
    "carousel": ["Tab", "Right", "Left", "End", "Home", "drag-left", "drag-right", "Delete", "ctrl+z", "ctrl+t",
                 "Tab", "Right", "ctrl+shift+Left", "Return", "ctrl+l", "Escape", "question", "Escape"],
    "slides": ["Right", "Left", "Up", "Down", "ctrl+Right", "ctrl+Down", "BackSpace", "BackSpace", "Tab",
               "Return", "Tab", "space"],
    "museum": ["Page_Down", "Page_Up", "End", "Home", "Down", "Up", "Tab", "Right", "Return", "f", "Escape", "Tab"],
    "deck": ["F7", "Down", "Return", "F7", "F8", "Escape", "Tab", "Tab", "Return", "F8", "Tab", "space", "Escape"],
    "shell": ["F9", "Down", "Return", "F9", "F10", "Escape", "Menu", "Escape", "question", "Escape", "Menu",
              "Down", "Down", "Return", "Escape", "Tab"],
}

if os.environ.get("ACTIONS"):
    demo, keys = os.environ["ACTIONS"].split(":", 1)
    ACTIONS = {demo: keys.split()}

# Orca writes its debug log block-buffered, so its last lines reach the file only when 8 KB more
# follow and a reader of the log hears speech late: Orca's python opens that log line-buffered.
LINE_BUFFERED_LOG = """import builtins
_open = builtins.open
def _open_log(file, mode="r", *args, **kwargs):
    if isinstance(file, str) and file.endswith("orca.log") and "w" in mode and not args and "buffering" not in kwargs:
        kwargs["buffering"] = 1
    return _open(file, mode, *args, **kwargs)
builtins.open = _open_log
"""
QUIET_S = 1.5  # Orca has said all an action caused once its log stays this long without speech.
WAIT_S = 6  # the longest wait for an action's speech to end
SILENT_AFTER_S = 3  # no speech this long after an action: silent
next_display = 150 + os.getpid() % 50 * 10


def run(cmd, **kw):
    return subprocess.run(cmd, capture_output=True, text=True, **kw)


def session():
    """A private X server, session bus and accessibility bus, with their environment."""
    global next_display
    rt = tempfile.mkdtemp(prefix="orca-count.")
    os.chmod(rt, 0o700)
    env = dict(os.environ, XDG_RUNTIME_DIR=rt, HOME=rt)
    # A display number of its own, far from the test suites' (which take the lowest free).
    next_display += 1
    disp = str(next_display)
    xvfb = subprocess.Popen(["Xvfb", ":" + disp, "-screen", "0", "1280x800x24", "-nolisten", "tcp"],
                            stderr=subprocess.DEVNULL)
    for _ in range(100):
        if os.path.exists("/tmp/.X11-unix/X" + disp):
            break
        time.sleep(0.05)
    env["DISPLAY"] = ":" + disp
    bus = subprocess.Popen(["dbus-daemon", "--session", "--nofork", "--print-address=1"], stdout=subprocess.PIPE,
                           stderr=subprocess.DEVNULL, env=env, text=True)
    env["DBUS_SESSION_BUS_ADDRESS"] = bus.stdout.readline().strip()
    launcher = subprocess.Popen(["/usr/libexec/at-spi-bus-launcher", "--launch-immediately"], env=env,
                                stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    time.sleep(1)
    return env, [launcher, bus, xvfb], rt


def act(env, action):
    """Presses a key (xdotool's name) or drags across the middle of the window ("drag-left")."""
    if action.startswith("drag-"):
        sign = -1 if action == "drag-left" else 1
        x0, y = 512, 380
        cmd = ["xdotool", "mousemove", str(x0), str(y), "mousedown", "1"]
        for i in range(1, 9):
            cmd += ["mousemove", str(x0 + sign * 40 * i), str(y), "sleep", "0.016"]
        cmd += ["mouseup", "1"]
        run(cmd, env=env)
    else:
        run(["xdotool", "key", action], env=env)


def start_orca(env, rt, log):
    """Orca on the session's buses, ready once its log names the app (it may fail to reach the
    desktop while the bus starts: tried again)."""
    site = os.path.join(rt, "site")
    os.makedirs(site, exist_ok=True)
    with open(os.path.join(site, "sitecustomize.py"), "w") as f:
        f.write(LINE_BUFFERED_LOG)
    for _ in range(5):
        out = open(os.path.join(rt, "orca.out"), "w")
        orca = subprocess.Popen(["orca", "--debug-file=" + log], env=dict(env, PYTHONPATH=site), stdout=out,
                                stderr=subprocess.STDOUT)
        for _ in range(300):
            if os.path.exists(log) and "flick" in open(log, errors="replace").read():
                break
            if orca.poll() is not None:
                break
            time.sleep(0.1)
        if orca.poll() is None:
            return orca
        print("orca:", open(os.path.join(rt, "orca.out")).read().strip(), "- again", flush=True)
        time.sleep(1)
    sys.exit("orca did not start")


def speech(log):
    try:
        return [line for line in open(log, errors="replace") if "SPEECH OUTPUT" in line]
    except FileNotFoundError:
        return []


def wait_quiet(log, since):
    """Waits until the log has had no new speech for QUIET_S (at most WAIT_S)."""
    quiet_since, seen, start = time.time(), since, time.time()
    while time.time() - quiet_since < QUIET_S and time.time() - start < WAIT_S:
        time.sleep(0.1)
        n = len(speech(log))
        if n != seen:
            seen, quiet_since = n, time.time()


def count(demo, actions, report):
    """Runs `actions` in `demo` and returns how many Orca spoke for."""
    env, procs, rt = session()
    args = [FLICK, "--test", "--size", "1024x700", "--trace"] + ([] if demo == "shell" else ["--demo", demo])
    trace_path = os.path.join(rt, "trace")
    app = subprocess.Popen(args, env=env, stdout=open(trace_path, "w"), stderr=subprocess.STDOUT)
    for _ in range(100):
        if '"settled"' in open(trace_path).read():
            break
        time.sleep(0.1)
    log = os.path.join(rt, "orca.log")
    orca = start_orca(env, rt, log)
    time.sleep(2)
    said, silent = [], []
    for action in actions:
        wait_quiet(log, len(speech(log)))
        before = len(speech(log))
        act(env, action)
        start = time.time()
        while len(speech(log)) == before and time.time() - start < SILENT_AFTER_S:
            time.sleep(0.1)
        wait_quiet(log, before)
        new = speech(log)[before:]
        said.append((action, [re.sub(r"^.*SPEECH OUTPUT: ", "", line).strip()[:70] for line in new][:3]))
        if not new:
            silent.append(action)
    report[demo] = said
    print(f"{demo}: {len(actions) - len(silent)}/{len(actions)} spoken; silent: {silent}", flush=True)
    for p in [orca, app] + procs:
        p.kill()
        p.wait()
    shutil.rmtree(rt, ignore_errors=True)
    return len(actions) - len(silent)


def main():
    total = spoken = 0
    report = {}
    for demo, actions in ACTIONS.items():
        if ONLY and demo not in ONLY:
            continue
        spoken += count(demo, actions, report)
        total += len(actions)
    print(f"TOTAL {spoken}/{total}")
    if os.environ.get("ORCA_REPORT"):
        with open(os.environ["ORCA_REPORT"], "w") as f:
            json.dump(report, f, indent=1)


main()
