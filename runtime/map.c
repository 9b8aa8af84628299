/* Map clauses: OpenMP 5.2 5.8.3 over the present table, with transfers.
 *
 * Entry, item by item: a section inside a present entry takes one more
 * reference and is not copied; an absent section is allocated, entered
 * with one reference and copied to the device for to and tofrom; a
 * section that overlaps an entry without lying inside it is an error.
 * Exit, in the reverse order: one reference less; at zero, from and
 * tofrom sections are copied back, then the memory is freed.
 *
 * Zero-length sections and sections at NULL allocate nothing and take no
 * reference: a pointer attached to one is looked up at launch.
 *
 * Flags: always copies to the device on entry, and back on exit, whatever
 * the reference count; delete (target exit data) drops every reference.
 *
 * Requires: the runtime lock held and the context bound.
 * Guarantees: host data is written only by a completed from transfer.
 * After an error, the items already entered stay in the table: the entry
 * point exits, and teardown frees them without copying anything back.
 */
#include <stdint.h>

#include "internal.h"

/* The two copies, each timed by the ledger when it falls back to CUDA
 * events (ledger.c). */
int
o2c_copy_in(unsigned long long dev, const void *host, size_t bytes)
{
	o2c_ledger_op_begin();
	if (CU_CALL(cuMemcpyHtoD, dev, host, bytes))
		return -1;
	o2c_ledger_op_end(O2C_OP_H2D, bytes);
	return 0;
}

int
o2c_copy_out(void *host, unsigned long long dev, size_t bytes)
{
	o2c_ledger_op_begin();
	if (CU_CALL(cuMemcpyDtoH, host, dev, bytes))
		return -1;
	o2c_ledger_op_end(O2C_OP_D2H, bytes);
	return 0;
}

static int
enter_new(O2cDevice *d, const O2cMap *m)
{
	CUdeviceptr p;
	CUresult r;

	r = CU_CALL(cuMemAlloc, &p, m->bytes);
	if (r == CUDA_ERROR_OUT_OF_MEMORY) {
		O2C_ERROR("out of device memory: cannot map '%s' (%zu bytes)", m->name, m->bytes);
		return -1;
	}
	if (r)
		return -1;
	if (!o2c_present_insert(&d->present, m->host, m->bytes, p, m->name)) {
		(void)CU_CALL(cuMemFree, p);
		O2C_ERROR("out of host memory mapping '%s'", m->name);
		return -1;
	}
	if ((m->type & O2C_MAP_TO) && o2c_copy_in(p, m->host, m->bytes))
		return -1;
	return 0;
}

static int
enter_one(O2cDevice *d, const O2cMap *m)
{
	O2cEntry *e;

	if ((m->type & ~(O2C_MAP_ALWAYS | O2C_MAP_DELETE)) > O2C_MAP_TOFROM) {
		O2C_ERROR("internal error: '%s' has map type %d", m->name, m->type);
		return -1;
	}
	if (m->bytes == 0 || !m->host)
		return 0;
	switch (o2c_present_enter(&d->present, m->host, m->bytes, &e)) {
	case PRESENT_INSIDE:
		if ((m->type & O2C_MAP_ALWAYS) && (m->type & O2C_MAP_TO) &&
		    o2c_copy_in(e->dev + ((uintptr_t)m->host - e->host), m->host, m->bytes))
			return -1;
		return 0;
	case PRESENT_PARTIAL:
		O2C_ERROR("'%s' is partially mapped: %zu bytes at %p overlap '%s', present as %zu "
		          "bytes at %p",
		          m->name, m->bytes, m->host, e->name, e->bytes, (void *)e->host);
		return -1;
	}
	return enter_new(d, m);
}

static int
exit_one(O2cDevice *d, const O2cMap *m)
{
	O2cEntry *e;
	unsigned long long p;

	if (m->bytes == 0 || !m->host)
		return 0;
	if (o2c_present_query(&d->present, m->host, m->bytes, &e) != PRESENT_INSIDE)
		return 0; /* never mapped, or already unmapped: nothing to do */
	if (m->type & O2C_MAP_DELETE)
		e->refs = 1;
	p = e->dev + ((uintptr_t)m->host - e->host);
	if (o2c_present_exit(&d->present, m->host, m->bytes, &e) != PRESENT_LAST) {
		if ((m->type & O2C_MAP_ALWAYS) && (m->type & O2C_MAP_FROM) &&
		    o2c_copy_out(m->host, p, m->bytes))
			return -1;
		return 0;
	}
	if ((m->type & O2C_MAP_FROM) && o2c_copy_out(m->host, p, m->bytes))
		return -1;
	if (CU_CALL(cuMemFree, e->dev))
		return -1;
	o2c_present_remove(&d->present, e);
	return 0;
}

int
o2c_map_enter(O2cDevice *d, O2cMap *maps, int nmaps)
{
	int i;

	for (i = 0; i < nmaps; i++)
		if (enter_one(d, &maps[i]))
			return -1;
	return 0;
}

int
o2c_map_exit(O2cDevice *d, O2cMap *maps, int nmaps)
{
	int i;

	for (i = nmaps - 1; i >= 0; i--)
		if (exit_one(d, &maps[i]))
			return -1;
	return 0;
}
