#!/usr/bin/env python3
"""The public API of Flick's library modules as text: one declaration a line, sorted.

    scripts/public-api.py MODULES_DIR OUT_DIR MODULE...

For each MODULE it runs swift-symbolgraph-extract over the built module in MODULES_DIR
(.build/debug/Modules) and writes OUT_DIR/MODULE.txt: `Type.member: declaration`, a line for each
public or open declaration of the module and of its extensions to other modules' types (those lines
begin with `[OtherModule]`). Members a type only inherits from a protocol's default
implementation are left out: the protocol's own line lists them once. `make api` writes the
baseline in docs/api/; `make api-check` (part of `make test`) writes a fresh copy and fails on any
difference, so a change to the public API is a decision that shows in a diff.
"""
import glob
import json
import os
import re
import subprocess
import sys
import tempfile


def declaration(symbol):
    fragments = symbol.get("declarationFragments") or symbol["names"].get("subHeading", [])
    return " ".join("".join(f["spelling"] for f in fragments).split())


def api_lines(graph_dir, module):
    lines = set()
    for path in glob.glob(os.path.join(graph_dir, module + ".symbols.json")) + \
            glob.glob(os.path.join(graph_dir, module + "@*.symbols.json")):
        name = os.path.basename(path)
        extended = name.split("@")[1].split(".")[0] if "@" in name else None
        for symbol in json.load(open(path))["symbols"]:
            if "::SYNTHESIZED::" in symbol["identifier"]["precise"]:
                continue
            prefix = "[" + extended + "] " if extended else ""
            lines.add(prefix + ".".join(symbol["pathComponents"]) + ": " + declaration(symbol))
    return sorted(lines)


def c_module_flags(package_root, modules_dir):
    """What the compiler needs to load the package's C modules: their module maps (a system
    library's own, or the one SwiftPM wrote beside the build of a C target), their headers and the
    headers of the system libraries Package.swift names by pkg-config."""
    flags = []
    build_dir = os.path.dirname(os.path.realpath(modules_dir))
    for source in sorted(glob.glob(os.path.join(package_root, "Sources", "C*"))):
        name = os.path.basename(source)
        for modulemap in (os.path.join(source, "module.modulemap"), os.path.join(build_dir, name + ".build", "module.modulemap")):
            if os.path.exists(modulemap):
                flags += ["-Xcc", "-fmodule-map-file=" + modulemap]
        for headers in (source, os.path.join(source, "include")):
            flags += ["-Xcc", "-I" + headers]
    manifest = open(os.path.join(package_root, "Package.swift")).read()
    packages = " ".join(re.findall(r'pkgConfig:\s*"([^"]+)"', manifest)).split()
    cflags = subprocess.run(["pkg-config", "--cflags"] + packages, capture_output=True, text=True, check=True)
    for flag in cflags.stdout.split():
        flags += ["-Xcc", flag]
    return flags


def main():
    if len(sys.argv) < 4:
        sys.exit("usage: scripts/public-api.py MODULES_DIR OUT_DIR MODULE...")
    modules_dir, out_dir, modules = sys.argv[1], sys.argv[2], sys.argv[3:]
    os.makedirs(out_dir, exist_ok=True)
    triple = subprocess.run(["swiftc", "-print-target-info"], capture_output=True, text=True, check=True)
    target = json.loads(triple.stdout)["target"]["triple"]
    c_flags = c_module_flags(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), modules_dir)
    for module in modules:
        with tempfile.TemporaryDirectory() as graphs:
            subprocess.run(["swift", "symbolgraph-extract", "-module-name", module, "-I", modules_dir,
                            "-target", target, "-output-dir", graphs, "-minimum-access-level", "public"] + c_flags,
                           check=True)
            with open(os.path.join(out_dir, module + ".txt"), "w") as out:
                for line in api_lines(graphs, module):
                    out.write(line + "\n")


if __name__ == "__main__":
    main()
