/* Unit test of runtime/fatbin.c, the list of architectures a fatbin holds
 * that the runtime prints when a GPU cannot load a module.  The fatbins
 * are built by nvcc at build time (runtime/CMakeLists.txt) from
 * gpu_test_kernels.cu, the way omp2cuda builds them (SASS and PTX per
 * architecture), and embedded here; no GPU is needed.  Then inputs that
 * are not fatbins, every truncation of a real one (each in a buffer of
 * exactly its size, so that ASan or Valgrind sees a read past it), a
 * header that claims more than there is, an entry of size zero, and a
 * buffer too small for the list.  Exits non-zero on the first failure.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "internal.h"

#define CHECK(c)                                                                                   \
	do {                                                                                       \
		if (!(c)) {                                                                        \
			fprintf(stderr, "%s:%d: check failed: %s\n", __FILE__, __LINE__, #c);      \
			exit(1);                                                                   \
		}                                                                                  \
	} while (0)

#define EMBED(name, path)                                                                          \
	__asm__(".section .rodata\n.balign 16\n" #name ":\n.incbin \"" path "\"\n" #name "_end:\n"  \
	        ".previous\n");                                                                    \
	extern const unsigned char name[], name##_end[]

EMBED(fb_two, FATBIN_TWO);       /* sm_80 and sm_90 */
EMBED(fb_100, FATBIN_100);       /* sm_100 */
EMBED(fb_suffix, FATBIN_SUFFIX); /* sm_90a and sm_120f */

static void
expect(const unsigned char *image, const unsigned char *end, int count, const char *want)
{
	char buf[256];
	int n = o2c_fatbin_archs(image, (size_t)(end - image), buf, sizeof buf);

	if (n != count || strcmp(buf, want)) {
		fprintf(stderr, "fatbin_test: got %d entries '%s', expected %d '%s'\n", n, buf, count,
		        want);
		exit(1);
	}
}

/* Prefixes of a real fatbin, copied to a buffer of their size: as they
 * are (the header claims more than the buffer holds), and with the
 * header's size cut to the prefix, so that the walk meets entries cut
 * anywhere: every length through the first entry header, then one in 7
 * (Valgrind makes each malloc slow). */
static void
test_truncated(const unsigned char *image, size_t size)
{
	char buf[256];

	for (size_t k = 0;; k += k < 128 ? 1 : 7) {
		if (k > size)
			k = size;
		unsigned char *p = malloc(k ? k : 1);
		CHECK(p);
		memcpy(p, image, k);
		CHECK(o2c_fatbin_archs(p, k, buf, sizeof buf) == (k == size ? 4 : -1));
		if (k >= 16) {
			for (int i = 0; i < 8; i++)
				p[8 + i] = (unsigned char)((k - 16) >> 8 * i);
			int n = o2c_fatbin_archs(p, k, buf, sizeof buf);
			CHECK(k == size ? n == 4 : n >= 0 && n <= 3);
			CHECK(strlen(buf) < sizeof buf);
		}
		free(p);
		if (k == size)
			break;
	}
}

static void
test_malformed(void)
{
	unsigned char h[128] = {0x50, 0xed, 0x55, 0xba, 1, 0, 16, 0};
	char buf[64], tiny[12];

	CHECK(o2c_fatbin_archs(NULL, 0, buf, sizeof buf) == -1 && !strcmp(buf, "no fatbin"));
	CHECK(o2c_fatbin_archs("not a fatbin at all", 19, buf, sizeof buf) == -1);
	/* the header claims 1000 bytes after it; there are 112 */
	h[8] = 0xe8, h[9] = 0x03;
	CHECK(o2c_fatbin_archs(h, sizeof h, buf, sizeof buf) == -1);
	/* 112 bytes of entries: one of header size 0 ends the walk */
	h[8] = 112, h[9] = 0;
	CHECK(o2c_fatbin_archs(h, sizeof h, buf, sizeof buf) == 0 && !strcmp(buf, ""));
	/* one PTX entry for 8.6 with an empty payload, then a header of 0 */
	h[16] = 1, h[20] = 64, h[44] = 86;
	CHECK(o2c_fatbin_archs(h, sizeof h, buf, sizeof buf) == 1 && !strcmp(buf, "compute_86"));
	/* a payload size past the end */
	h[24] = 0xff;
	CHECK(o2c_fatbin_archs(h, sizeof h, buf, sizeof buf) == 0);
	/* the list cut to what fits, whole names only */
	CHECK(o2c_fatbin_archs(fb_two, (size_t)(fb_two_end - fb_two), tiny, sizeof tiny) == 4);
	CHECK(!strcmp(tiny, "sm_80"));
}

int
main(void)
{
	expect(fb_two, fb_two_end, 4, "sm_80, compute_80, sm_90, compute_90");
	expect(fb_100, fb_100_end, 2, "sm_100, compute_100");
	expect(fb_suffix, fb_suffix_end, 4, "sm_90a, compute_90a, sm_120f, compute_120f");
	test_truncated(fb_two, (size_t)(fb_two_end - fb_two));
	test_malformed();
	printf("fatbin_test: ok\n");
	return 0;
}
