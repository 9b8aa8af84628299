#!/bin/sh
# The host compiler's stand-in that rejects one flag as clang does and
# hands every other command to the real cc.
for a; do
	case "$a" in
	-fno-such-clang-flag) echo "clang: error: unknown argument: '$a'" >&2; exit 1 ;;
	esac
done
exec cc "$@"
