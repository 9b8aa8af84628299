#!/bin/sh
# A host compiler for lit/half_host_method.c: gcc, except that no
# declaration of omp2cuda's _Float16 probes compiles (as with a compiler
# that rounds a whole expression's float value once).
for a in "$@"; do
	[ "$a" = -fsyntax-only ] && exit 1
done
exec gcc "$@"
