"""What a HeCBench tree holds: each src/<name>-omp with a src/<name>-cuda
twin, and for either directory what its Makefile needs.

make itself reads each Makefile (with the same variable overrides as the
build, so $(program), $(src), ... expand as they will): a helper makefile
included after it prints the variables the harness needs and the lines of
the run target.  From those lines come the inputs a run reads (path-like
arguments, checked against the tree) and the files outside the program's
directory that the build or the run uses ("../<dir>/..." references in the
Makefile, the sources and the run lines), which the build copies along.
"""
import os
import re
import shlex
import subprocess
import tempfile

SOURCE_EXT = (".c", ".cc", ".cpp", ".cxx", ".C", ".cu")
TEXT_EXT = SOURCE_EXT + (".h", ".hh", ".hpp", ".hxx", ".cuh", ".inc", ".inl", ".def", ".mk")
OUTPUT_FLAGS = {"-o", "--output", "-out", "--out", ">", ">>", "--tmpdir"}
BIG_DIR = 8 << 20          # a referenced directory larger than this: only its text files


def src_dir(root):
    """The src/ folder of a HeCBench checkout (or root itself if it is one)."""
    s = os.path.join(root, "src")
    return s if os.path.isdir(s) else root


def pairs(root):
    """Names of the programs with both an -omp and a -cuda directory."""
    s = src_dir(root)
    out = []
    for d in sorted(os.listdir(s)):
        if d.endswith("-omp") and os.path.isdir(os.path.join(s, d[:-4] + "-cuda")):
            out.append(d[:-4])
    return out


def recipe_lines(makefile, target="run"):
    """The recipe of `target:` as written: continuation lines joined, leading
    tab and @/-/+ prefixes dropped, shell comments left out."""
    with open(makefile, errors="replace") as f:
        text = f.read().replace("\\\n", " ")
    lines, inside = [], False
    for line in text.split("\n"):
        if re.match(r"^%s\s*:(?!=)" % re.escape(target), line):
            inside = True
            continue
        if not inside:
            continue
        if not line.startswith("\t"):
            if line.strip() and not line.lstrip().startswith("#"):
                break
            continue
        cmd = line[1:].strip().lstrip("@-+").strip()
        if cmd and not cmd.startswith("#"):
            lines.append(cmd)
    return lines


def make_eval(progdir, overrides, lines):
    """Expand each run line and the variables the harness needs with make,
    run in progdir: {"program": ..., "source": ..., "run": [...]} or None
    when make cannot read the Makefile."""
    esc = lambda s: s.replace("#", "\\#")
    helper = ["__hb_show:", "\t@:",
              "$(info __HB_VAR program=$(program)$(EXE)$(EXEC))",
              "$(info __HB_VAR source=$(source) $(sources) $(SRC) $(SOURCES))"]
    helper += ["$(info __HB_RUN %s)" % esc(l) for l in lines]
    fd, path = tempfile.mkstemp(suffix=".mk")
    with os.fdopen(fd, "w") as f:
        f.write("\n".join(helper) + "\n")
    try:
        p = subprocess.run(["make", "-s", "--no-print-directory", "-f", "Makefile", "-f", path,
                            "__hb_show"] + overrides, cwd=progdir, capture_output=True,
                           text=True, timeout=60)
    except (subprocess.TimeoutExpired, OSError):
        return None
    finally:
        os.unlink(path)
    out = {"run": []}
    for line in p.stdout.split("\n"):
        if line.startswith("__HB_VAR "):
            k, _, v = line[9:].partition("=")
            out[k] = v.strip()
        elif line.startswith("__HB_RUN "):
            out["run"].append(line[9:].strip())
    return out if p.returncode == 0 else None


def split_commands(line):
    """Commands of a shell line, split at && ; || |, each as its words."""
    try:
        lex = shlex.shlex(line, posix=True, punctuation_chars=";&|")
        lex.whitespace_split = True
        words = list(lex)
    except ValueError:
        words = line.split()
    cmds, cur = [], []
    for w in words:
        if w in (";", "&&", "||", "|", "&"):
            cmds.append(cur)
            cur = []
        else:
            cur.append(w)
    return [c for c in cmds + [cur] if c]


def executables(run):
    """The ./program each run line starts (after a leading cd), relative to
    the program's directory when it can be told."""
    exes = []
    for line in run:
        cwd = "."
        for cmd in split_commands(line):
            if cmd[0] == "cd" and len(cmd) > 1:
                cwd = os.path.normpath(os.path.join(cwd, cmd[1]))
            elif "/" in cmd[0] and not cmd[0].startswith("/"):
                exes.append(os.path.normpath(os.path.join(cwd, cmd[0])))
                break
    return exes


def run_inputs(progdir, run):
    """Path-like arguments of the run lines (the program and outputs left
    out), each with whether it exists: [(path relative to progdir, exists)]."""
    seen, out = set(), []
    for line in run:
        cwd = "."
        for cmd in split_commands(line):
            if cmd[0] == "cd" and len(cmd) > 1:
                cwd = os.path.normpath(os.path.join(cwd, cmd[1]))
                continue
            prev = None
            for w in cmd[1:]:
                val = w.split("=", 1)[1] if w.startswith("-") and "=" in w else w
                if prev in OUTPUT_FLAGS or "/" not in val or val.startswith(("/dev/", "-", "$")):
                    prev = w
                    continue
                prev = w
                rel = os.path.normpath(os.path.join(cwd, val))
                if rel not in seen:
                    seen.add(rel)
                    out.append((rel, os.path.exists(os.path.join(progdir, rel))))
    return out


REF_RE = re.compile(r"(?:(?<![^\s\"'=<(:,])|(?<=-I)|(?<=-L))((?:\.\./)+[\w.+\-/]*[\w+\-])")


def outside_refs(root, progdir, texts):
    """Files and directories outside progdir (inside root) that the texts
    name with ../ paths: relative to root, existing ones only."""
    refs = set()
    for t in texts:
        for m in REF_RE.finditer(t):
            p = os.path.normpath(os.path.join(progdir, m.group(1)))
            if p.startswith(root + os.sep) and not p.startswith(progdir + os.sep) \
                    and p != progdir and os.path.exists(p):
                refs.add(os.path.relpath(p, root))
    return sorted(refs)


def read_texts(d, names=None):
    """Text of the Makefile and the source files directly in d (or names)."""
    out = []
    for n in names if names is not None else sorted(os.listdir(d)):
        p = os.path.join(d, n)
        if os.path.isfile(p) and (n.startswith("Makefile") or n.endswith(TEXT_EXT)):
            with open(p, errors="replace") as f:
                out.append(f.read())
    return out


def closure(root, progdir, run):
    """Every ../ reference of the program, followed through the referenced
    text files (a shared header that includes another)."""
    todo = read_texts(progdir) + run
    done = set()
    while todo:
        refs = outside_refs(root, progdir, todo)
        todo = []
        for r in refs:
            if r in done:
                continue
            done.add(r)
            p = os.path.join(root, r)
            if os.path.isfile(p) and p.endswith(TEXT_EXT):
                todo += read_texts(os.path.dirname(p), [os.path.basename(p)])
            elif os.path.isdir(p):
                todo += read_texts(p)
    return sorted(done)


def describe(root, name, kind, overrides):
    """What the Makefile of src/<name>-<kind> needs, as a dict."""
    root = os.path.abspath(root)
    s = src_dir(root)
    d = os.path.join(s, "%s-%s" % (name, kind))
    info = {"dir": os.path.relpath(d, root), "makefile": os.path.isfile(os.path.join(d, "Makefile"))}
    if not info["makefile"]:
        info.update(sources=[], run=[], inputs=[], missing_inputs=[], deps=[], dvc=[], needs_inputs=False)
        return info
    raw = recipe_lines(os.path.join(d, "Makefile"))
    ev = make_eval(d, overrides, raw)
    run = ev["run"] if ev else raw
    srcs = (ev or {}).get("source", "").split()
    if not srcs:
        srcs = sorted(n for n in os.listdir(d) if n.endswith(SOURCE_EXT))
    inputs = run_inputs(d, run)
    info.update(sources=srcs, run=run, make_expanded=ev is not None,
                executables=executables(run),
                inputs=[p for p, _ in inputs], missing_inputs=[p for p, ok in inputs if not ok],
                deps=closure(root, d, run))
    # HeCBench keeps large inputs in DVC: a .dvc file stands where they would be.
    info["dvc"] = sorted(n for n in os.listdir(d) if n.endswith(".dvc"))
    info["needs_inputs"] = bool(info["missing_inputs"] or info["dvc"])
    return info
