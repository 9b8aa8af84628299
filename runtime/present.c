/* The present table (present.h): lookup of any address inside a mapped
 * range, and the reference counts of OpenMP 5.2 5.8.3.
 *
 * Requires: callers serialize access, and insert only sections that
 * present_query found PRESENT_ABSENT, so entries stay disjoint.
 * Guarantees: the array stays sorted; present_enter and present_exit
 * change only reference counts, never the set of entries; allocation
 * failure is returned, never fatal.
 */
#include <stdlib.h>
#include <string.h>

#include "present.h"

/* Index of the first entry that begins after address a. */
static size_t
upper(const O2cPresent *t, uintptr_t a)
{
	size_t lo = 0, hi = t->n, mid;

	while (lo < hi) {
		mid = lo + (hi - lo) / 2;
		if (t->v[mid].host <= a)
			lo = mid + 1;
		else
			hi = mid;
	}
	return lo;
}

/* The entry whose range holds address p, or NULL. */
O2cEntry *
o2c_present_find(O2cPresent *t, const void *p)
{
	uintptr_t a = (uintptr_t)p;
	size_t i = upper(t, a);

	if (i > 0 && a - t->v[i - 1].host < t->v[i - 1].bytes)
		return &t->v[i - 1];
	return NULL;
}

/* The entry whose device memory holds device address dev, or NULL: a
 * walk of every entry, which only device pointers (is_device_ptr) need. */
O2cEntry *
o2c_present_find_dev(O2cPresent *t, unsigned long long dev)
{
	for (size_t i = 0; i < t->n; i++)
		if (dev >= t->v[i].dev && dev - t->v[i].dev < t->v[i].bytes)
			return &t->v[i];
	return NULL;
}

/* Classify the section [host, host + bytes); *hit is the entry that holds
 * or overlaps it.  A zero-length section is a lookup of its address. */
int
o2c_present_query(O2cPresent *t, const void *host, size_t bytes, O2cEntry **hit)
{
	uintptr_t a = (uintptr_t)host;
	size_t i = upper(t, a);
	O2cEntry *e;

	*hit = NULL;
	if (i > 0) {
		e = &t->v[i - 1];
		if (a - e->host < e->bytes) {
			*hit = e;
			if (bytes <= e->bytes - (a - e->host))
				return PRESENT_INSIDE;
			return PRESENT_PARTIAL;
		}
	}
	if (i < t->n && t->v[i].host - a < bytes) {
		*hit = &t->v[i];
		return PRESENT_PARTIAL;
	}
	return PRESENT_ABSENT;
}

/* Map entry of a present section: one more reference, no transfer.  An
 * absent section is left for the caller to allocate and insert. */
int
o2c_present_enter(O2cPresent *t, const void *host, size_t bytes, O2cEntry **hit)
{
	int r = o2c_present_query(t, host, bytes, hit);

	if (r == PRESENT_INSIDE)
		(*hit)->refs++;
	return r;
}

/* Map exit: one reference less.  PRESENT_LAST says the count reached
 * zero: the caller copies back, frees the device memory and removes the
 * entry.  Absent and partial sections are left alone, and so is the
 * infinite count of an associated entry (OpenMP 5.2 18.8.9): it leaves
 * the table only through omp_target_disassociate_ptr. */
int
o2c_present_exit(O2cPresent *t, const void *host, size_t bytes, O2cEntry **hit)
{
	int r = o2c_present_query(t, host, bytes, hit);

	if (r != PRESENT_INSIDE || (*hit)->associated)
		return r;
	if (--(*hit)->refs > 0)
		return PRESENT_INSIDE;
	return PRESENT_LAST;
}

/* Add an absent, non-empty section with one reference; NULL when out of
 * host memory. */
O2cEntry *
o2c_present_insert(O2cPresent *t, const void *host, size_t bytes, unsigned long long dev,
                   const char *name)
{
	uintptr_t a = (uintptr_t)host;
	size_t i, cap;
	O2cEntry *v;

	if (t->n == t->cap) {
		cap = t->cap ? 2 * t->cap : 16;
		v = realloc(t->v, cap * sizeof *v);
		if (!v)
			return NULL;
		t->v = v;
		t->cap = cap;
	}
	i = upper(t, a);
	memmove(&t->v[i + 1], &t->v[i], (t->n - i) * sizeof *t->v);
	t->n++;
	t->v[i] = (O2cEntry){.host = a, .bytes = bytes, .dev = dev, .refs = 1, .name = name};
	return &t->v[i];
}

void
o2c_present_remove(O2cPresent *t, O2cEntry *e)
{
	size_t i = (size_t)(e - t->v);

	memmove(&t->v[i], &t->v[i + 1], (t->n - i - 1) * sizeof *t->v);
	t->n--;
}

/* Would a construct that maps or looks up the section [host, host +
 * bytes) now act differently than after the pending exits of deferred
 * target tasks (runtime/task.c)?  Yes when an entry it overlaps is held
 * only by those exits, which may then remove it (and copy it back), or
 * when one of them will copy the entry to the host: that copy must see
 * the device memory as it is before this construct.  A zero-length
 * section is a lookup of its address. */
int
o2c_present_busy(O2cPresent *t, const void *host, size_t bytes)
{
	uintptr_t a = (uintptr_t)host, end = a + (bytes ? bytes : 1);
	size_t i = upper(t, a);
	O2cEntry *e;

	if (i > 0 && a - t->v[i - 1].host < t->v[i - 1].bytes)
		i--;
	for (; i < t->n && t->v[i].host < end; i++) {
		e = &t->v[i];
		if (e->held > 0 && e->refs <= e->held && !e->associated)
			return 1;
		if (e->owed > 0)
			return 1;
	}
	return 0;
}

/* Forget every entry and free the array; the device memory is the
 * caller's. */
void
o2c_present_clear(O2cPresent *t)
{
	free(t->v);
	*t = (O2cPresent){0};
}
