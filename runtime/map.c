/* Map clauses: OpenMP 5.2 5.8.3 over the present table, with transfers.
 *
 * Entry, item by item: a section inside a present entry takes one more
 * reference and is not copied; an absent section is allocated, entered
 * with one reference and copied to the device for to and tofrom; a
 * section that overlaps an entry without lying inside it is an error.
 * Exit, in the reverse order: one reference less; at zero, from and
 * tofrom sections are copied back, then the memory is freed.  A section
 * that is not present on exit (a target exit data of something never
 * mapped, or unmapped already) is ignored, as OpenMP 5.2 5.8.3 says for
 * list items without a corresponding list item; one that overlaps an
 * entry without lying inside it is an error on entry and exit alike.
 *
 * Zero-length sections and sections at NULL allocate nothing and take no
 * reference: a pointer attached to one is looked up at launch.
 *
 * Two items of one construct may name the same storage (a function's
 * two pointer parameters given one array): they share one entry, one
 * reference each.  On entry, a to item inside an entry that an item
 * without to of the same construct made copies its range in; on exit,
 * when the count reaches zero, every from item of the construct inside
 * the entry is copied back, whichever item brought it there (OpenMP 5.2
 * 5.8.3: the count changes once per construct, and the transfers follow
 * the count and the map types of all its clauses for the storage).
 *
 * A member item (O2C_MAP_MEMBER) lies inside the piece of its struct
 * that an earlier item of the construct maps: it takes no reference, and
 * is copied as the two rules above say for a to item inside a bare entry
 * and a from item inside an entry whose count reaches zero.
 *
 * Flags: always copies to the device on entry, and back on exit, whatever
 * the reference count; delete (target exit data) drops every reference.
 * Attach items are attach.c's, and so is what a copy of a struct with
 * attached members does to them (o2c_attach_copied), and what becomes
 * of them when the struct is unmapped (o2c_attach_forget).
 *
 * A copy back that would write what the host holds already is left out
 * (unchanged, below).  Mappings made by target data and enter data are
 * "lasting": in OMP2CUDA_TRANSFER=pin mode they are page-locked while
 * mapped, and by default once their copies have paid for it (transfer.c).
 *
 * Requires: the runtime lock held and the context bound.
 * Guarantees: host data is written only by a completed from transfer.
 * After an error, the items already entered stay in the table: the entry
 * point exits, and teardown frees them without copying anything back.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "internal.h"

/* A new entry for m; *bare set when it is made without a copy in (no
 * to), which a later to item of the construct fills. */
static int
enter_new(O2cDevice *d, const O2cMap *m, int lasting, int *bare)
{
	CUdeviceptr p;
	CUresult r;
	O2cEntry *e;

	r = CU_CALL(cuMemAlloc, &p, m->bytes);
	if (r == CUDA_ERROR_OUT_OF_MEMORY) {
		O2C_ERROR("out of device memory: cannot map '%s' (%zu bytes)", m->name, m->bytes);
		return -1;
	}
	if (r)
		return -1;
	e = o2c_present_insert(&d->present, m->host, m->bytes, p, m->name);
	if (!e) {
		(void)CU_CALL(cuMemFree, p);
		O2C_ERROR("out of host memory mapping '%s'", m->name);
		return -1;
	}
	e->fresh = !lasting;
	e->bare = !(m->type & O2C_MAP_TO);
	*bare |= e->bare;
	e->pinned = lasting && o2c_xfer_lock(m->host, m->bytes);
	if ((m->type & O2C_MAP_TO) && o2c_copy_in(p, m->host, m->bytes, e->pinned))
		return -1;
	return o2c_globals_mapped(d, e);
}

/* A section that overlaps a mapped one without lying inside it: OpenMP
 * 5.2 5.8.3 leaves the behavior unspecified; mapping or unmapping it
 * would move a part of either, so it is an error naming both. */
static int
partial(const O2cMap *m, const O2cEntry *e)
{
	O2C_ERROR("'%s' is partially mapped: %zu bytes at %p overlap '%s', present as %zu bytes at "
	          "%p",
	          m->name, m->bytes, m->host, e->name, e->bytes, (void *)e->host);
	return -1;
}

/* A member item (O2C_MAP_MEMBER): where its struct's piece lies, which
 * holds its reference; an error when no entry holds it whole. */
static int
member_entry(O2cDevice *d, const O2cMap *m, O2cEntry **e)
{
	if (o2c_present_query(&d->present, m->host, m->bytes, e) == PRESENT_INSIDE)
		return PRESENT_INSIDE;
	O2C_ERROR("internal error: member '%s' lies outside its struct's mapped piece", m->name);
	return -1;
}

static int
enter_one(O2cDevice *d, const O2cMap *m, int lasting, int *bare)
{
	O2cEntry *e;
	int where;

	if (m->type & O2C_MAP_ATTACH)
		return o2c_attach_enter(d, m);
	if ((m->type & ~(O2C_MAP_ALWAYS | O2C_MAP_DELETE | O2C_MAP_MEMBER | O2C_MAP_PRESENT)) >
	    O2C_MAP_TOFROM) {
		O2C_ERROR("internal error: '%s' has map type %d", m->name, m->type);
		return -1;
	}
	if (m->bytes == 0 || !m->host)
		return 0;
	where = m->type & O2C_MAP_MEMBER ? member_entry(d, m, &e)
	                                 : o2c_present_enter(&d->present, m->host, m->bytes, &e);
	switch (where) {
	case -1:
		return -1;
	case PRESENT_INSIDE:
		if (e->bare && (m->type & O2C_MAP_TO))
			return o2c_copy_in(e->dev + ((uintptr_t)m->host - e->host), m->host, m->bytes,
			                   e->pinned);
		if ((m->type & O2C_MAP_ALWAYS) && (m->type & O2C_MAP_TO) &&
		    (o2c_xfer_again(e, e->dev + ((uintptr_t)m->host - e->host), m->host, m->bytes,
		                    1) ||
		     o2c_attach_copied(d, m->host, m->bytes, 1)))
			return -1;
		return 0;
	case PRESENT_PARTIAL:
		return partial(m, e);
	}
	return enter_new(d, m, lasting, bare);
}

/* Would copying m back write the bytes the host holds already?  Yes
 * when its entry was made by the target construct now ending (no host
 * code ran since its copy in) and no kernel was given a pointer into it
 * that it may write through (O2C_ARG_READONLY).  The always modifier
 * copies anyway; OMP2CUDA_ELIDE=0 turns this off. */
static int
unchanged(const O2cEntry *e, const O2cMap *m)
{
	if (!o2c_switches()->elide || !e->fresh || e->written || (m->type & O2C_MAP_ALWAYS) ||
	    !(m->type & O2C_MAP_TO))
		return 0;
	o2c_ledger_elided(m->bytes);
	return 1;
}

/* Does item m lie inside entry e? */
static int
inside(const O2cMap *m, const O2cEntry *e)
{
	uintptr_t h = (uintptr_t)m->host;

	return !(m->type & O2C_MAP_ATTACH) && m->bytes && h >= e->host &&
	       h - e->host <= e->bytes && m->bytes <= e->bytes - (h - e->host);
}

/* The count of e reached zero at the exit of the construct whose items
 * are maps[0..nmaps): copy back each from item inside e that no earlier
 * from item inside e holds whole. */
static int
copy_back(O2cDevice *d, O2cEntry *e, const O2cMap *maps, int nmaps)
{
	for (int i = 0; i < nmaps; i++) {
		const O2cMap *m = &maps[i];
		int held = 0;
		if (!(m->type & O2C_MAP_FROM) || !inside(m, e) || unchanged(e, m))
			continue;
		for (int j = 0; j < i && !held; j++)
			held = (maps[j].type & O2C_MAP_FROM) && inside(&maps[j], e) &&
			       (uintptr_t)maps[j].host <= (uintptr_t)m->host &&
			       (uintptr_t)m->host + m->bytes <= (uintptr_t)maps[j].host + maps[j].bytes;
		if (!held && (o2c_copy_out(m->host, e->dev + ((uintptr_t)m->host - e->host), m->bytes,
		                           e->pinned) ||
		              o2c_attach_copied(d, m->host, m->bytes, 0)))
			return -1;
	}
	return 0;
}

static int
exit_one(O2cDevice *d, const O2cMap *maps, int nmaps, const O2cMap *m)
{
	O2cEntry *e;
	unsigned long long p;

	if (m->type & O2C_MAP_ATTACH)
		return o2c_attach_exit(d, m);
	if (m->bytes == 0 || !m->host)
		return 0;
	switch (o2c_present_query(&d->present, m->host, m->bytes, &e)) {
	case PRESENT_ABSENT:
		return 0; /* never mapped, or already unmapped: ignored (5.8.3) */
	case PRESENT_PARTIAL:
		return partial(m, e);
	}
	if (m->type & O2C_MAP_DELETE)
		e->refs = 1;
	p = e->dev + ((uintptr_t)m->host - e->host);
	if ((m->type & O2C_MAP_MEMBER) ||
	    o2c_present_exit(&d->present, m->host, m->bytes, &e) != PRESENT_LAST) {
		if ((m->type & O2C_MAP_ALWAYS) && (m->type & O2C_MAP_FROM) &&
		    (o2c_xfer_again(e, p, m->host, m->bytes, 0) ||
		     o2c_attach_copied(d, m->host, m->bytes, 0)))
			return -1;
		return 0;
	}
	if (copy_back(d, e, maps, nmaps))
		return -1;
	if (o2c_globals_unmapped(d, e) || o2c_entry_release(e))
		return -1;
	o2c_attach_forget(d, (void *)e->host, e->bytes);
	o2c_present_remove(&d->present, e);
	return 0;
}

/* What an entry holds besides its table slot: the page-locking of its
 * host range, and its device memory unless the user's (associated). */
int
o2c_entry_release(O2cEntry *e)
{
	if (e->pinned)
		o2c_xfer_unlock((void *)e->host, e->bytes);
	if (!e->associated)
		o2c_inflight_settle(1); /* kernels in flight may use it */
	if (!e->associated && CU_CALL(cuMemFree, e->dev))
		return -1;
	return 0;
}

/* The present modifier (OpenMP 5.1 2.21.7.1, 2.14.6): an item that has
 * it and is not in the device data environment on entry to its construct
 * is an error, and the program stops (o2c_fail). */
static int
check_present(O2cDevice *d, const O2cMap *m)
{
	O2cEntry *e;

	if (!(m->type & O2C_MAP_PRESENT) || (m->type & O2C_MAP_ATTACH) || !m->bytes || !m->host ||
	    o2c_present_query(&d->present, m->host, m->bytes, &e) != PRESENT_ABSENT)
		return 0;
	O2C_ERROR("'%s' (%zu bytes at %p) is not present on the device, and its map asks that it "
	          "be (the present modifier, or defaultmap(present))",
	          m->name, m->bytes, m->host);
	return -1;
}

/* Every present item of a construct is checked before any item is
 * mapped (OpenMP 5.1 2.21.7.1: the present list items are processed
 * first), so that no other item of the construct can make one present. */
int
o2c_map_check_present(O2cDevice *d, const O2cMap *maps, int nmaps)
{
	for (int i = 0; i < nmaps; i++)
		if (check_present(d, &maps[i]))
			return -1;
	return 0;
}

/* target update (OpenMP 5.2 13.9): copy a present item in the direction
 * of its type, O2C_MAP_TO or O2C_MAP_FROM; an item that is not present is
 * left alone, unless it has the present modifier (an error). */
int
o2c_map_update(O2cDevice *d, const O2cMap *m)
{
	O2cEntry *e;
	unsigned long long p;

	if (check_present(d, m))
		return -1;
	if (!m->bytes || !m->host ||
	    o2c_present_query(&d->present, m->host, m->bytes, &e) != PRESENT_INSIDE)
		return 0;
	p = e->dev + ((uintptr_t)m->host - e->host);
	if (m->type & O2C_MAP_TO)
		return o2c_xfer_again(e, p, m->host, m->bytes, 1) ||
		       o2c_attach_copied(d, m->host, m->bytes, 1);
	return o2c_xfer_again(e, p, m->host, m->bytes, 0) ||
	       o2c_attach_copied(d, m->host, m->bytes, 0);
}

int
o2c_map_enter(O2cDevice *d, O2cMap *maps, int nmaps, int lasting)
{
	int i, bare = 0;

	if (o2c_map_check_present(d, maps, nmaps))
		return -1;
	for (i = 0; i < nmaps; i++)
		if (enter_one(d, &maps[i], lasting, &bare))
			return -1;
	/* the construct's entries are made: none is bare for the next one */
	for (i = 0; bare && i < nmaps; i++) {
		O2cEntry *e;
		if (!(maps[i].type & O2C_MAP_ATTACH) && maps[i].bytes && maps[i].host &&
		    o2c_present_query(&d->present, maps[i].host, maps[i].bytes, &e) == PRESENT_INSIDE)
			e->bare = 0;
	}
	return 0;
}

int
o2c_map_exit(O2cDevice *d, O2cMap *maps, int nmaps)
{
	int i;

	for (i = nmaps - 1; i >= 0; i--)
		if (exit_one(d, maps, nmaps, &maps[i]))
			return -1;
	return 0;
}

unsigned long long
o2c_map_whole(const char *loc, const char *item, long long lo, long long len, long long extent)
{
	if (lo == 0 && len == extent)
		return (unsigned long long)len;
	fprintf(stderr,
	        "omp2cuda: %s: error: array section '%s' is not one piece of storage: it spans "
	        "[%lld:%lld] of a dimension of %lld elements, which it must span whole\n",
	        loc, item, lo, len, extent);
	exit(1);
}
