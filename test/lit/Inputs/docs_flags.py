"""Every flag `omp2cuda --help` (stdin) lists is in the flags reference
(argv[1], docs/flags.md), and every -f[no-] switch the reference describes
is in --help: prints each one missing, then a count."""
import re
import sys

help_text = sys.stdin.read()
doc = open(sys.argv[1]).read()
flags = set()
for line in help_text.splitlines():
    m = re.match(r"  (\S.*?)(?:  |$)", line)
    if not m:
        continue
    for tok in re.findall(r"(?<![\w-])(--?[a-zA-Z][\w-]*)", m.group(1)):
        flags.add(tok)
documented = set(re.findall(r"(?<![\w-])(--?[a-zA-Z][\w-]*)", doc))
missing = sorted(f for f in flags if f not in documented)
for f in missing:
    print("not in the reference:", f)
switches = set(re.findall(r"### `(-fno-[a-z-]+)`", doc))
unlisted = sorted(s for s in switches if s not in help_text)
for s in unlisted:
    print("not in --help:", s)
print("%d flags in --help, %d missing; %d switches in the reference, %d not in --help"
      % (len(flags), len(missing), len(switches), len(unlisted)))
