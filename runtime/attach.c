/* Attached pointers (OpenMP 5.2 5.8.3): a struct's device copy whose
 * pointer member holds the device address of what the member points to.
 *
 * An O2C_MAP_ATTACH item names the member (its host address) and where
 * its section begins past its value.  On entry, when the member lies in
 * a present entry and holds a non-NULL value, its device copy is written
 * with the device address of the value: the offset of the value from the
 * mapped range that holds the section added to that range's device
 * address, as target.c translates pointer arguments.  Each device keeps a count
 * per attached member, so nested constructs attach once, and the last to
 * leave detaches.  The range the member points into is marked written:
 * no pointer argument of the kernel may lead to it, so its copy back
 * must not be left out.
 *
 * A detached member keeps its record (count 0) while its struct is
 * mapped: its device copy still holds the device address, which is
 * written again only if the next attach needs another.  Whenever a copy
 * to the host brings a struct that holds members with records (exit,
 * target update from: o2c_attach_copied), the host's own values are put
 * back into the host's copy, so the host never sees a device address;
 * when a copy to the device overwrites them, the attached ones are
 * written again and the detached ones forgotten.  A struct's entry
 * leaving the present table takes its records with it
 * (o2c_attach_forget).  So the struct arrays of
 * `map(to: rows[0:m])` then `map(to: rows[i].p[0:n])` for each i cost one
 * 8-byte copy per element attached, and nothing at exit.
 *
 * Requires: the runtime lock held and the context bound.
 */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "internal.h"

typedef struct Attached {
	int device;               /* O2cDevice.num */
	uintptr_t at;             /* host address of the pointer */
	void *host;               /* its host value */
	unsigned long long dev;   /* the device address written there */
	long refs;                /* 0: detached, the device copy unchanged */
} Attached;

static Attached *attached;
static size_t nattached, capattached;

static Attached *
find(const O2cDevice *d, uintptr_t at)
{
	for (size_t i = 0; i < nattached; i++)
		if (attached[i].device == d->num && attached[i].at == at)
			return &attached[i];
	return NULL;
}

/* Write the 8 bytes of a pointer's device copy. */
static int
store(O2cDevice *d, uintptr_t at, unsigned long long value)
{
	O2cEntry *e = o2c_present_find(&d->present, (void *)at);

	if (!e)
		return 0;
	return o2c_copy_in(e->dev + (at - e->host), &value, sizeof(void *), 0);
}

static Attached *
add(const O2cDevice *d, uintptr_t at, void *host, unsigned long long dev)
{
	if (nattached == capattached) {
		size_t cap = capattached ? 2 * capattached : 16;
		Attached *v = realloc(attached, cap * sizeof *v);
		if (!v) {
			O2C_ERROR("out of host memory");
			return NULL;
		}
		attached = v;
		capattached = cap;
	}
	attached[nattached] = (Attached){d->num, at, host, dev, 0};
	return &attached[nattached++];
}

int
o2c_attach_enter(O2cDevice *d, const O2cMap *m)
{
	uintptr_t at = (uintptr_t)m->host;
	void *value;
	O2cEntry *e;
	unsigned long long dev;
	Attached *a;

	if (!at || o2c_present_query(&d->present, m->host, sizeof value, &e) != PRESENT_INSIDE)
		return 0; /* the struct is not on the device: nothing to attach */
	memcpy(&value, m->host, sizeof value);
	if (!value)
		return 0;
	e = o2c_present_find(&d->present, (char *)value + m->bytes);
	if (!e) {
		/* what it points to is not mapped: the device copy of the
		 * struct keeps the host's bits (OpenMP 5.2 5.8.3 maps a
		 * structure's pointer members as pointers), which the region
		 * may copy or compare; one it reads through must be an address
		 * the device reaches (device memory, unified shared memory) */
		if ((m->type & O2C_MAP_DEREF) && !o2c_usm_reaches((uintptr_t)value)) {
			O2C_ERROR("pointer member '%s' used in the target region points to host "
			          "memory that is not mapped on the device: map what it points to, "
			          "as '%s[0:n]'",
			          m->name, m->name);
			return -1;
		}
		o2c_note(m->name, "a pointer member that points to nothing mapped: it keeps its host "
		         "value on the device");
		return 0;
	}
	e->written = 1;
	dev = e->dev + ((uintptr_t)value - e->host);
	a = find(d, at);
	if (a && a->dev == dev && a->host == value) {
		a->refs++;
		return 0;
	}
	if (store(d, at, dev))
		return -1;
	if (!a && !(a = add(d, at, value, dev)))
		return -1;
	a->host = value;
	a->dev = dev;
	a->refs++;
	return 0;
}

/* The struct is about to be copied back (O2C_MAP_FROM) or kept: either
 * way o2c_attach_copied gives the host its own value whenever the
 * struct comes back. */
int
o2c_attach_exit(O2cDevice *d, const O2cMap *m)
{
	Attached *a = find(d, (uintptr_t)m->host);

	if (a && a->refs > 0)
		a->refs--;
	return 0;
}

static int
inside(const Attached *a, const O2cDevice *d, uintptr_t b, size_t bytes)
{
	return a->device == d->num && a->at >= b && a->at + sizeof(void *) <= b + bytes;
}

int
o2c_attach_copied(O2cDevice *d, const void *host, size_t bytes, int to_device)
{
	uintptr_t b = (uintptr_t)host;

	for (size_t i = 0; i < nattached;) {
		Attached *a = &attached[i];
		if (!inside(a, d, b, bytes)) {
			i++;
			continue;
		}
		if (to_device && !a->refs) { /* the device copy holds the host value now */
			*a = attached[--nattached];
			continue;
		}
		if (to_device && store(d, a->at, a->dev))
			return -1;
		if (!to_device)
			memcpy((void *)a->at, &a->host, sizeof a->host);
		i++;
	}
	return 0;
}

void
o2c_attach_forget(O2cDevice *d, const void *host, size_t bytes)
{
	for (size_t i = 0; i < nattached;)
		if (inside(&attached[i], d, (uintptr_t)host, bytes))
			attached[i] = attached[--nattached];
		else
			i++;
}

void
o2c_attach_clear(O2cDevice *d)
{
	for (size_t i = 0; i < nattached;)
		if (attached[i].device == d->num)
			attached[i] = attached[--nattached];
		else
			i++;
	if (!nattached) {
		free(attached);
		attached = NULL;
		capattached = 0;
	}
}
