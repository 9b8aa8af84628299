#!/bin/sh
# The host compiler's stand-in that rejects the generated host file as gcc
# would: an error on its second line, code omp2cuda wrote before any
# #line, and a note under the #line (the user's file, as cc names it).
# The driver's question of its macros (-dM -E) goes to the real cc.
for a; do case "$a" in -dM) exec cc "$@" ;; esac; done
for a; do case "$a" in *.o2c.c) gen=$a ;; esac; done
echo "$gen:2:10: error: 'o2c_bogus' undeclared" >&2
echo "user_file.c:3:1: note: in this function" >&2
exit 1
