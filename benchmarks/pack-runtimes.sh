#!/bin/sh
# Packs what the clang-16 and gcc-12 offload binaries need at run time on the GPU machine, which
# has no libomptarget (see DEVICE.md):
#   out/rt-clang16.tar.xz  libomp.so.5, libomptarget.so.16, libomptarget.rtl.cuda*.so.16 and their
#                          shared-library closure (ldd), less glibc, libstdc++ and libgcc_s, which
#                          the GPU machine has
#   out/rt-gcc12.tar.xz    libgomp.so.1 and libgomp-plugin-nvptx.so.1 (found with dpkg -L)
# Files are stored under their sonames, flat; run-gpu.sh unpacks them and adds the symlinks.
# Environment: LLVM_LIB (default /usr/lib/llvm-16/lib).
set -eu
here=$(cd "$(dirname "$0")" && pwd)
out=$here/out
llvm=${LLVM_LIB:-/usr/lib/llvm-16/lib}
stage=$(mktemp -d)
trap 'rm -rf "$stage"' EXIT INT TERM
mkdir -p "$out" "$stage/clang16" "$stage/gcc12"

# The system libraries the GPU machine provides itself.
provided='^(linux-vdso|ld-linux|libc|libm|libdl|libpthread|librt|libresolv|libutil|libstdc\+\+|libgcc_s)\.so'

roots="$llvm/libomp.so.5 $llvm/libomptarget.so.16"
for f in "$llvm"/libomptarget.rtl.cuda*.so.16; do
	roots="$roots $f"
done
for f in $roots; do
	[ -f "$f" ] || { echo "pack-runtimes.sh: missing $f (install libomp-16-dev)" >&2; exit 1; }
	cp -L "$f" "$stage/clang16/"
	# ldd lists the whole transitive closure.
	ldd "$f" | awk '$2 == "=>" && $3 ~ /^\// { print $1, $3 }' | while read -r name path; do
		if echo "$name" | grep -Eq "$provided"; then
			continue
		fi
		[ -f "$stage/clang16/$name" ] || cp -L "$path" "$stage/clang16/$name"
	done
	if ldd "$f" | grep -q 'not found'; then
		echo "pack-runtimes.sh: $f has unresolved dependencies:" >&2
		ldd "$f" | grep 'not found' >&2
		exit 1
	fi
done

for pkg_lib in libgomp1:libgomp.so.1 libgomp-plugin-nvptx1:libgomp-plugin-nvptx.so.1; do
	pkg=${pkg_lib%%:*} lib=${pkg_lib#*:}
	path=$(dpkg -L "$pkg" 2>/dev/null | grep "/$lib\$" | head -n 1)
	[ -n "$path" ] || { echo "pack-runtimes.sh: $lib not found (dpkg -L $pkg); install gcc-12-offload-nvptx" >&2; exit 1; }
	cp -L "$path" "$stage/gcc12/$lib"
done

tar cJf "$out/rt-clang16.tar.xz" -C "$stage/clang16" .
tar cJf "$out/rt-gcc12.tar.xz" -C "$stage/gcc12" .
for t in rt-clang16 rt-gcc12; do
	printf '%-18s %8s  %s\n' "$t.tar.xz" "$(du -h "$out/$t.tar.xz" | cut -f1)" \
		"$(tar tJf "$out/$t.tar.xz" | sed 's|^\./||' | grep -v '^$' | tr '\n' ' ')"
done
