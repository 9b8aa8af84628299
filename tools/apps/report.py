"""Writes the harness's Markdown report: how it was run (command, compiler,
machine, GPU, date), then one table row per application and variant, then
the counts.  Cells never hold a '|' or a line break, so the table stays a
table whatever an application printed."""

import os
import platform
import subprocess
import time


def cell(text, limit=160):
    text = " ".join(str(text).split()).replace("|", "\\|")
    return text if len(text) <= limit else text[:limit - 3] + "..."


def mark(value):
    return {True: "yes", False: "**no**", None: "-"}[value]


def table(rows):
    lines = ["| application | variant | build ok | verifies | time / rate "
             "| first error |",
             "|---|---|---|---|---|---|"]
    for r in rows:
        lines.append("| %s | %s | %s | %s | %s | %s |" % (
            cell(r.app), cell(r.variant), mark(r.build), mark(r.verifies),
            cell(r.metric), cell(r.error)))
    return "\n".join(lines)


def summary(rows):
    built = sum(1 for r in rows if r.build)
    good = sum(1 for r in rows if r.verifies)
    return "%d of %d build, %d of %d verify." % (built, len(rows), good,
                                                  len(rows))


def command_output(argv):
    try:
        out = subprocess.run(argv, capture_output=True, text=True, timeout=30)
        return out.stdout.strip().splitlines()[0] if out.stdout.strip() else ""
    except (OSError, subprocess.SubprocessError):
        return ""


def machine():
    cpu = ""
    if os.path.exists("/proc/cpuinfo"):
        for line in open("/proc/cpuinfo"):
            if line.startswith("model name"):
                cpu = line.split(":", 1)[1].strip()
                break
    gpu = command_output(["nvidia-smi", "-L"]) or "none found"
    return "%s, %s, %d cores; GPU: %s" % (platform.node(), cpu,
                                           os.cpu_count() or 0, gpu)


def header(ctx, argv, compiler):
    where = ("on the GPU (OMP_TARGET_OFFLOAD=MANDATORY)" if ctx.gpu
             else "host fallback (OMP_TARGET_OFFLOAD=DISABLED)")
    return "\n".join([
        "# Applications: %s, %s" % (ctx.mode, where),
        "",
        "- command: `%s`" % " ".join(argv),
        "- compiler: %s" % compiler,
        "- machine: %s" % machine(),
        "- date: %s" % time.strftime("%Y-%m-%d %H:%M:%S %Z"),
        "- logs: %s" % ctx.logs,
    ])


def write(path, ctx, argv, compiler, rows):
    text = "\n\n".join([header(ctx, argv, compiler), table(rows),
                        summary(rows)]) + "\n"
    with open(path, "w") as f:
        f.write(text)
