/* Unit test of device numbers (runtime/devnum.c): which numbers name a
 * GPU, the host, or nothing, with and without GPUs and under
 * OMP_TARGET_OFFLOAD=MANDATORY; and the associated entries of the present
 * table (runtime/present.c) that omp_target_associate_ptr makes, whose
 * count no map exit brings to zero.  Exits non-zero on the first failure.
 */
#include <stdint.h>
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

static void
test_pick(void)
{
	char buf[256];

	/* two GPUs: 0 and 1 are theirs, 2 and -1 the host's */
	CHECK(o2c_device_pick(0, 2, 0) == 0);
	CHECK(o2c_device_pick(1, 2, 1) == 1);
	CHECK(o2c_device_pick(2, 2, 0) == O2C_PICK_HOST);
	CHECK(o2c_device_pick(2, 2, 1) == O2C_PICK_HOST);
	CHECK(o2c_device_pick(-1, 2, 1) == O2C_PICK_HOST);
	CHECK(o2c_device_pick(3, 2, 0) == O2C_PICK_RANGE);
	CHECK(o2c_device_pick(-2, 2, 0) == O2C_PICK_RANGE);
	CHECK(o2c_device_pick(-4, 2, 0) == O2C_PICK_RANGE); /* omp_invalid_device */

	/* no GPU: 0 is the host, unless a GPU is mandatory */
	CHECK(o2c_device_pick(0, 0, 0) == O2C_PICK_HOST);
	CHECK(o2c_device_pick(0, 0, 1) == O2C_PICK_NO_GPU);
	CHECK(o2c_device_pick(-1, 0, 1) == O2C_PICK_HOST);
	CHECK(o2c_device_pick(1, 0, 0) == O2C_PICK_RANGE);

	/* a construct's number: with no GPU and offload not mandatory, any
	 * device past the host is the host; otherwise as o2c_device_pick */
	CHECK(o2c_construct_pick(1, 0, 0) == O2C_PICK_HOST);
	CHECK(o2c_construct_pick(5, 0, 0) == O2C_PICK_HOST);
	CHECK(o2c_construct_pick(1, 0, 1) == O2C_PICK_RANGE);
	CHECK(o2c_construct_pick(-2, 0, 0) == O2C_PICK_RANGE);
	CHECK(o2c_construct_pick(-4, 0, 0) == O2C_PICK_RANGE); /* omp_invalid_device */
	CHECK(o2c_construct_pick(3, 2, 0) == O2C_PICK_RANGE);
	CHECK(o2c_construct_pick(1, 2, 0) == 1);

	CHECK(strstr(o2c_device_range(3, 2, buf, sizeof buf), "device number 3 is out of range"));
	CHECK(strstr(buf, "devices 0 to 1, the host is 2"));
	CHECK(strstr(o2c_device_range(5, 0, buf, sizeof buf), "there is no GPU"));
}

static void
test_associated(void)
{
	O2cPresent t = {0};
	O2cEntry *e;
	char host[64];

	e = o2c_present_insert(&t, host, sizeof host, 0xd000, "assoc");
	CHECK(e);
	e->associated = 1;
	/* a map of a section inside takes a reference and gives it back, and
	 * the entry stays */
	CHECK(o2c_present_enter(&t, host + 8, 8, &e) == PRESENT_INSIDE);
	CHECK(o2c_present_exit(&t, host + 8, 8, &e) == PRESENT_INSIDE);
	CHECK(o2c_present_exit(&t, host, sizeof host, &e) == PRESENT_INSIDE);
	e->refs = 1; /* what map(delete:) does */
	CHECK(o2c_present_exit(&t, host, sizeof host, &e) == PRESENT_INSIDE);
	CHECK(t.n == 1 && o2c_present_find(&t, host + 63) == &t.v[0]);
	o2c_present_remove(&t, &t.v[0]);
	CHECK(t.n == 0);
	o2c_present_clear(&t);
}

int
main(void)
{
	test_pick();
	test_associated();
	printf("devnum_test: ok\n");
	return 0;
}
