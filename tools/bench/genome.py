"""The genomes of bench.py tune --search evo (tools/bench/evotune.py): a tune file as data.

A genome holds, for each kernel region of the app (in the order --explain lists them), a
tuple of decisions "key=value", sorted, at most one value per key: a pass switch forced
(stage-rows=off, ...) or the launch geometry (block=N; the only geometry key a tune file
takes, tools/tune.c).  The empty tuple everywhere is the default build.  The search space
is a dict key -> the values tried (a switch: ["off"]; block: the sizes), one per region
(bench.py tune --search evo keeps, per region, the decisions that change its code).

Operators, each drawing from the random.Random it is given, so a seed repeats a search:
random_genome (each key of each region present with probability P_KEY), mutate (one or
two edits: on a region drawn at random, a key drawn at random is added with a value,
removed, or moved to another of its values: a switch flipped, a block size changed),
crossover (per region uniform: each region's decisions from one parent or the other).
"""
import os
import re

P_KEY = 0.2      # a random genome: the chance of each key on each region
P_SECOND = 0.3   # mutate: the chance of a second edit


def key(decision):
    return decision.split("=", 1)[0]


def space_of(candidates, blocks):
    """The search space from the single-decision candidates (key=value; block= ones give
    sizes too) and the block sizes."""
    space = {}
    for c in candidates:
        k, _, v = c.partition("=")
        if k != "block" and v:
            space.setdefault(k, [])
            if v not in space[k]:
                space[k].append(v)
    sizes = sorted(set(int(b) for b in blocks))
    if sizes:
        space["block"] = [str(b) for b in sizes]
    return space


def region_set(decisions):
    """A region's decisions, canonical: one value per key (the last given), sorted."""
    by_key = {}
    for d in decisions:
        by_key[key(d)] = d
    return tuple(sorted(by_key.values()))


def default(nregions):
    return tuple(() for _ in range(nregions))


def tune_text(regions, g, header=()):
    """The tune file of genome g: line i+1 + len(header) always names region i (a comment
    where it has no decision), so that the same decisions give the same text, line
    numbers included, whatever the other regions hold."""
    lines = list(header)
    for r, ds in zip(regions, g):
        lines.append("%s %s" % (r, " ".join(ds)) if ds else "# %s: the default" % r)
    return "\n".join(lines) + "\n"


def describe(regions, g):
    """One line for a report: region decisions; ...; or "default"."""
    parts = ["%s %s" % (r, " ".join(ds)) for r, ds in zip(regions, g) if ds]
    return "; ".join(parts) if parts else "default"


def random_genome(rng, spaces):
    """A genome of spaces[i] (region i's keys and values) for each region."""
    return tuple(region_set(k + "=" + rng.choice(vs) for k, vs in sorted(space.items())
                            if rng.random() < P_KEY) for space in spaces)


def edit(rng, space, ds):
    """One edit of a region's decisions: a key drawn among the space's and the region's
    own; present: removed, or given another value; absent: added."""
    have = {key(d): d.split("=", 1)[1] for d in ds}
    keys = sorted(set(space) | set(have))
    k = rng.choice(keys)
    values = space.get(k, [])
    if k in have:
        others = [v for v in values if v != have[k]]
        del have[k]
        if others and rng.random() < 0.5:
            have[k] = rng.choice(others)
    elif values:
        have[k] = rng.choice(values)
    return region_set("%s=%s" % kv for kv in have.items())


def mutate(rng, spaces, g):
    """One or two edits, each on a region that has a space or decisions."""
    out = list(g)
    where = [i for i in range(len(out)) if spaces[i] or out[i]]
    for n in range(2 if rng.random() < P_SECOND else 1 if where else 0):
        i = rng.choice(where)
        out[i] = edit(rng, spaces[i], out[i])
    return tuple(out)


def crossover(rng, a, b):
    return tuple(x if rng.random() < 0.5 else y for x, y in zip(a, b))


def region_index(regions, name):
    """The index of the region a tune line names (file:line[:col], the file or its trailing
    components), or None."""
    m = re.match(r"^(.*?):(\d+)(?::(\d+))?$", name)
    if not m:
        return None
    f, line, col = m.groups()
    for i, r in enumerate(regions):
        rf, rl, rc = r.rsplit(":", 2)
        if rl == line and (col is None or rc == col) and \
                (rf == f or rf.endswith(os.sep + f) or f.endswith(os.sep + rf)):
            return i
    return None


def from_tune_file(regions, text):
    """The genome of a tune file's text; lines naming no region of the app are skipped."""
    g = [[] for _ in regions]
    for line in text.splitlines():
        tok = line.split("#", 1)[0].split()
        if not tok:
            continue
        i = region_index(regions, tok[0])
        if i is not None:
            g[i] += [t for t in tok[1:] if "=" in t]
    return tuple(region_set(ds) for ds in g)
