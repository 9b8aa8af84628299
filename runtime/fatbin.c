/* What a fatbin holds, for messages: the architecture of each entry,
 * spelled as nvcc spells it, "sm_90" for SASS (a cubin) and "compute_90"
 * for PTX, with the a (arch-specific) or f (family) suffix.  A module
 * that no GPU can load is reported with this list beside the GPU's
 * compute capability (device.c).
 *
 * The container is what nvcc -fatbin writes: a 16-byte header (magic
 * 0xBA55ED50, a 16-bit version, the 16-bit header size, the 64-bit size
 * of what follows), then the entries, each a header of its own size
 * followed by its payload padded to 8 bytes.  In an entry header: the
 * kind at offset 0 (1 PTX, 2 cubin), the header size at 4, the padded
 * payload size at 8, the architecture (10 major + minor) at 28, flags
 * at 40 (bit 20: arch-specific, bit 21: family).  The layout is not
 * documented by NVIDIA; these fields were read off CUDA 13 fatbins.
 *
 * Pure: no CUDA, no allocation; it reads nothing outside
 * [image, image + size) and stops at the first entry that does not fit.
 */
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include "internal.h"

enum {
	FATBIN_MAGIC = 0xBA55ED50u,
	HEADER_SIZE = 16,    /* the container header */
	ENTRY_MIN = 48,      /* the entry header fields read here */
	KIND_PTX = 1,
	KIND_CUBIN = 2,
	FLAG_ARCH = 1 << 20, /* sm_90a: this architecture only */
	FLAG_FAMILY = 1 << 21, /* sm_100f: this family */
};

static uint64_t
get(const unsigned char *p, int bytes)
{
	uint64_t v = 0;

	for (int i = bytes - 1; i >= 0; i--)
		v = v << 8 | p[i];
	return v;
}

/* Append one entry's name, unless the list has it already. */
static void
append(char *buf, size_t n, size_t *len, const char *name)
{
	const char *s = buf;
	size_t k = strlen(name);

	while ((s = strstr(s, name))) {
		if ((s == buf || s[-1] == ' ') && (s[k] == ',' || s[k] == 0))
			return;
		s += k;
	}
	if (*len + k + 3 > n)
		return;
	*len += (size_t)snprintf(buf + *len, n - *len, "%s%s", *len ? ", " : "", name);
}

/* Write the entries' architectures into buf ("sm_80, compute_80");
 * return how many entries there were, or -1 (buf "no fatbin") when the
 * image is not one. */
int
o2c_fatbin_archs(const void *image, size_t size, char *buf, size_t n)
{
	const unsigned char *p = image, *end;
	size_t len = 0;
	int count = 0;

	if (n)
		*buf = 0;
	if (!p || size < HEADER_SIZE || get(p, 4) != FATBIN_MAGIC ||
	    get(p + 6, 2) < HEADER_SIZE || get(p + 8, 8) > size - get(p + 6, 2)) {
		snprintf(buf, n, "no fatbin");
		return -1;
	}
	end = p + get(p + 6, 2) + get(p + 8, 8);
	for (p += get(p + 6, 2); end - p >= ENTRY_MIN; count++) {
		uint64_t hdr = get(p + 4, 4), payload = get(p + 8, 8), flags = get(p + 40, 4);
		unsigned kind = (unsigned)get(p, 2), arch = (unsigned)get(p + 28, 4);
		char name[32];

		if (hdr < ENTRY_MIN || hdr > (uint64_t)(end - p) || payload > (uint64_t)(end - p) - hdr)
			break;
		snprintf(name, sizeof name, "%s_%u%s",
		         kind == KIND_PTX ? "compute" : kind == KIND_CUBIN ? "sm" : "unknown", arch,
		         flags & FLAG_ARCH ? "a" : flags & FLAG_FAMILY ? "f" : "");
		append(buf, n, &len, name);
		p += hdr + payload;
	}
	return count;
}
