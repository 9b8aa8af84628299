/* The present table: which host address ranges are mapped on the device,
 * where, and how many times (OpenMP 5.2 5.8.3, the map clause, and 5.8.6,
 * pointer initialization).
 *
 * A pure data structure: no CUDA and no locking (the runtime calls it with
 * its lock held), so test/unit/present_test.c tests it on its own.
 * Entries are non-empty and disjoint, kept sorted by host address in one
 * array: lookups are binary searches, insert and remove move the tail.
 * A pointer to an entry stays valid until the next insert, remove or clear.
 */
#ifndef O2C_PRESENT_H
#define O2C_PRESENT_H

#include <stddef.h>
#include <stdint.h>

typedef struct O2cEntry {
	uintptr_t host;         /* first byte of the range on the host */
	size_t bytes;           /* length of the range, > 0 */
	unsigned long long dev; /* device address of the first byte */
	long refs;              /* reference count */
	const char *name;       /* the list item that mapped it */
	unsigned char pinned;   /* the host range is page-locked (transfer.c) */
	unsigned char fresh;    /* made by the target construct now running */
	unsigned char written;  /* a kernel got a pointer it may write through */
	unsigned char bare;     /* made by a map item without to of the
	                           construct now entering (map.c) */
	unsigned char exposed;  /* its device address went to the user's code
	                           (use_device_ptr/addr): kernels using it are
	                           waited for (inflight.c) */
	unsigned char global;   /* holds a declare target variable, or a mapping
	                           of a link one (globals.c): kernels may name
	                           its memory */
	int associated;         /* omp_target_associate_ptr: the count is
	                           infinite, the device memory the user's */
	long held;              /* references held by the pending exits of
	                           deferred target tasks (runtime/task.c) */
	long owed;              /* pending copies to the host of its range:
	                           deferred target update from, always from */
	size_t moved;           /* bytes copied again for it while not locked,
	                           and their time (transfer.c's adaptive pinning) */
	unsigned long long moved_ns;
	unsigned char lock_tried; /* transfer.c tried to page-lock it */
} O2cEntry;

typedef struct O2cPresent {
	O2cEntry *v; /* sorted by host, disjoint */
	size_t n;
	size_t cap;
} O2cPresent;

/* What a section [host, host + bytes) finds in the table. */
enum {
	PRESENT_ABSENT,  /* no byte of it is mapped */
	PRESENT_INSIDE,  /* it lies inside one entry */
	PRESENT_PARTIAL, /* it overlaps, but is not inside, an entry */
	PRESENT_LAST,    /* present_exit: the count reached zero */
};

O2cEntry *o2c_present_find(O2cPresent *t, const void *p);
O2cEntry *o2c_present_find_dev(O2cPresent *t, unsigned long long dev);
int o2c_present_query(O2cPresent *t, const void *host, size_t bytes, O2cEntry **hit);
int o2c_present_enter(O2cPresent *t, const void *host, size_t bytes, O2cEntry **hit);
int o2c_present_exit(O2cPresent *t, const void *host, size_t bytes, O2cEntry **hit);
O2cEntry *o2c_present_insert(O2cPresent *t, const void *host, size_t bytes, unsigned long long dev,
                             const char *name);
void o2c_present_remove(O2cPresent *t, O2cEntry *e);
int o2c_present_busy(O2cPresent *t, const void *host, size_t bytes);
void o2c_present_clear(O2cPresent *t);

#endif
