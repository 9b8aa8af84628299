/* Copies between host and device memory, and which way each one takes.
 *
 * Three ways: pageable (cuMemcpyHtoD / cuMemcpyDtoH on the user's
 * memory as is: the driver stages it through a small buffer of its own,
 * at 8-13 GB/s), staged (through the pinned ring of staging.c, near the
 * bus's speed), and direct (the host range is page-locked in place, so
 * the DMA reads or writes it).  OMP2CUDA_TRANSFER chooses the policy:
 *
 *   pageable  every copy pageable.
 *   stage     large copies staged, the others pageable.
 *   pin       a mapping of at least 2 MiB made by target data or target
 *             enter data is page-locked in place while it is mapped; its
 *             copies are direct, other large copies staged.
 *   auto      the default: stage, and a lasting mapping copied again and
 *             again (target update in a time loop) is page-locked in
 *             place once its copies have paid for the locking (below).
 *
 * Which copies are large is this machine's crossover, measured on the
 * program's own copies: below 2 MiB pageable, from 16 MiB staged, and
 * in between, per power-of-two size class and direction, the first three
 * copies go each way in turn and the class then keeps staging only where
 * its median time per byte was at least 10% lower than pageable's (a
 * best-of-two chose staging for 1 MiB copies on an H200 that then ran
 * 10-35% slower than pageable ones; on an H100 three trials a way still
 * chose it for 1 MiB copies to the device, then 1.2-1.7x slower than
 * pageable ones: results/2026-11-26-h100-chains, run 93).  OMP2CUDA_STAGE_MIN=n fixes the threshold at
 * n bytes instead.
 *
 * The ring is set up on a thread while the first GPU's context starts
 * (staging.c).  A copy that would be staged before it is ready goes
 * pageable in pieces of 8 MiB and takes the ring for the rest once it is
 * ready: the first copies of a process never wait for the set-up, and
 * never run slower than pageable.
 *
 * Adaptive pinning (auto): each lasting mapping counts the bytes copied
 * for it after its mapping (target update, always) and the time they
 * took; once that time exceeds what the same bytes would have taken
 * direct by more than locking and unlocking the range cost, a mapping of
 * 16 MiB or more is page-locked in place (cuMemHostRegister) and its
 * later copies are direct.  It is unlocked when it is unmapped, or at
 * exit.  Direct copies and locking start from what the H100 and H200
 * measured (54 GB/s; 13 ms per 256 MiB, unlocking taken as a quarter of
 * that) and follow what this process measures: a running average of its
 * direct copies of 16 MiB and more, and its last locking and unlocking
 * of that size.  A mapping made by one target
 * construct is never locked: it is unmapped at the construct's end, and
 * its memory may be freed by the user after that.
 *
 * Host memory stays the user's ordinary memory in every mode, and each
 * copy is complete when its function returns, as the map clause needs.
 * The ledger counts a copy headed for the ring as long as the host waits
 * for it (the o2c_ledger_staged hooks around it), its pieces' DMA apart;
 * any other copy by its DMA.  The host side of each copy (page-locking
 * too) is also timed here and reported apart (o2c_ledger_xfer).
 *
 * Requires: the runtime lock held and the context bound, as in map.c.
 */
#include <stdlib.h>

#include "internal.h"

enum {
	WAY_PAGEABLE,
	WAY_STAGED,
	WAY_DIRECT,
	CLASS_LO = 21, /* 2 MiB: smaller copies are pageable */
	CLASS_HI = 24, /* 16 MiB: larger ones are staged */
	TRIALS = 3,    /* copies each way before a size class decides */
};

static const size_t PIECE = (size_t)8 << 20; /* pageable pieces before the ring is ready */

/* A size class's trials: the times per byte of each way. */
typedef struct Class {
	int tried[2];
	double nspb[2][TRIALS]; /* ns per byte, pageable and staged */
} Class;

static struct {
	int ready; /* settings read */
	int mode;
	size_t min;       /* OMP2CUDA_STAGE_MIN, or 0: the measured crossover */
	Class cls[2][CLASS_HI - CLASS_LO]; /* [to the device?][class] */
	double direct_nspb, lock_nspb, unlock_nspb; /* adaptive pinning's figures */
} X;

static void
settings(void)
{
	static const int mode[] = {O2C_XFER_AUTO, O2C_XFER_PAGEABLE, O2C_XFER_STAGE, O2C_XFER_PIN};

	X.ready = 1;
	X.mode = mode[o2c_switches()->transfer];
	X.min = o2c_switches()->stage_min;
	X.direct_nspb = 1 / 54.0;
	X.unlock_nspb = 0.25 * 13e6 / (256.0 * (1 << 20));
	X.lock_nspb = 13e6 / (256.0 * (1 << 20));
}

int
o2c_xfer_mode(void)
{
	if (!X.ready)
		settings();
	return X.mode;
}

/* The size class of a copy of n bytes, for 2^CLASS_LO <= n < 2^CLASS_HI. */
static int
class_of(size_t bytes)
{
	int c = 0;

	while (bytes >> (CLASS_LO + c + 1))
		c++;
	return c;
}

static double
median3(const double *v)
{
	double a = v[0], b = v[1], c = v[2];

	if ((a <= b && b <= c) || (c <= b && b <= a))
		return b;
	if ((b <= a && a <= c) || (c <= a && a <= b))
		return a;
	return c;
}

/* Should a copy of n bytes in direction in (1: to the device) go through
 * the ring, the ring being ready or under way? */
static int
wants_ring(size_t bytes, int in)
{
	Class *k;

	if (X.mode == O2C_XFER_PAGEABLE)
		return 0;
	if (X.min)
		return bytes >= X.min;
	if (bytes < (size_t)1 << CLASS_LO)
		return 0;
	if (bytes >= (size_t)1 << CLASS_HI)
		return 1;
	k = &X.cls[in][class_of(bytes)];
	if (k->tried[0] < TRIALS || k->tried[1] < TRIALS)
		return k->tried[1] < k->tried[0];
	return median3(k->nspb[1]) < 0.9 * median3(k->nspb[0]);
}

/* A whole copy of n bytes went one way in t ns: what the choice learns. */
static void
learn(size_t bytes, int in, int way, unsigned long long ns)
{
	double nspb = (double)ns / (double)bytes;
	Class *k;

	if (way == WAY_DIRECT && bytes >= (size_t)1 << CLASS_HI)
		X.direct_nspb = 0.75 * X.direct_nspb + 0.25 * nspb;
	if (way == WAY_DIRECT || X.min || bytes < (size_t)1 << CLASS_LO ||
	    bytes >= (size_t)1 << CLASS_HI)
		return;
	k = &X.cls[in][class_of(bytes)];
	if (k->tried[way] < TRIALS)
		k->nspb[way][k->tried[way]++] = nspb;
}

static int
pageable(unsigned long long dev, void *host, size_t bytes, int in)
{
	if (in)
		return CU_CALL(cuMemcpyHtoD, dev, host, bytes) ? -1 : 0;
	return CU_CALL(cuMemcpyDtoH, host, dev, bytes) ? -1 : 0;
}

/* A copy headed for the ring (ready, or being set up): pageable in pieces
 * until the ring is ready, then through it.  *way: how it went whole,
 * for learn(), or -1 when it was split between the two. */
static int
staged_copy(unsigned long long dev, void *host, size_t bytes, int in, int ring, int *way)
{
	size_t off = 0;

	while (ring == O2C_STAGE_PENDING && bytes - off > PIECE) {
		if (pageable(dev + off, (char *)host + off, PIECE, in))
			return -1;
		off += PIECE;
		*way = -1;
		ring = o2c_stage_state();
	}
	if (off)
		o2c_note("", "copy of %zu bytes: the first %zu pageable while the staging ring was "
		             "set up", bytes, off);
	if (ring == O2C_STAGE_READY) {
		*way = off ? -1 : WAY_STAGED;
		if (in)
			return o2c_stage_in(dev + off, (char *)host + off, bytes - off);
		return o2c_stage_out((char *)host + off, dev + off, bytes - off);
	}
	return pageable(dev + off, (char *)host + off, bytes - off, in);
}

/* One copy: direct when the host range is locked; else through the ring
 * where it pays, pageable otherwise.  The ledger counts a copy headed for
 * the ring as one copy, as long as the host waits for it (its pieces' DMA
 * apart). */
static int
copy(unsigned long long dev, void *host, size_t bytes, int in, int pinned, int *way)
{
	int ring = !pinned && wants_ring(bytes, in) ? o2c_stage_state() : O2C_STAGE_NONE;
	int op = in ? O2C_OP_H2D : O2C_OP_D2H, r;
	unsigned long long since;

	*way = pinned ? WAY_DIRECT : WAY_PAGEABLE;
	if (ring == O2C_STAGE_NONE)
		return pageable(dev, host, bytes, in);
	since = o2c_ledger_staged_begin(op);
	r = staged_copy(dev, host, bytes, in, ring, way);
	if (!r)
		o2c_ledger_staged_end(op, bytes, since);
	return r;
}

static int
timed_copy(unsigned long long dev, void *host, size_t bytes, int in, int pinned,
           unsigned long long *took)
{
	int op = in ? O2C_OP_H2D : O2C_OP_D2H, way;
	unsigned long long t, ns;

	o2c_inflight_settle(1); /* a fault is its kernel's, not this copy's */
	o2c_xfer_mode();
	t = o2c_ledger_clock();
	o2c_ledger_op_begin(NULL);
	if (copy(dev, host, bytes, in, pinned, &way))
		return -1;
	o2c_ledger_op_end(NULL, op, bytes);
	ns = o2c_ledger_clock() - t;
	o2c_ledger_xfer(op, bytes, ns);
	if (way >= 0)
		learn(bytes, in, way, ns);
	if (took)
		*took = ns;
	return 0;
}

/* The two copies.  pinned: the host range is page-locked (a locked
 * mapping), so the DMA reads or writes it directly. */
int
o2c_copy_in(unsigned long long dev, const void *host, size_t bytes, int pinned)
{
	return timed_copy(dev, (void *)host, bytes, 1, pinned, NULL);
}

int
o2c_copy_out(void *host, unsigned long long dev, size_t bytes, int pinned)
{
	return timed_copy(dev, host, bytes, 0, pinned, NULL);
}

/* Page-lock host range [host, host + bytes): 1 if locked.  A range that
 * cannot be locked (a page shared with another locked one) is copied the
 * other ways: not an error. */
static int
lock(void *host, size_t bytes)
{
	unsigned long long t = o2c_ledger_clock(), ns;
	CUresult r;

	if (o2c_usm_owns(host))
		return 0; /* the unified shared memory heap locks its own chunks (usm_heap.c) */
	r = o2c_cu.cuMemHostRegister(host, bytes, CU_MEMHOSTREGISTER_PORTABLE);
	ns = o2c_ledger_clock() - t;
	o2c_ledger_xfer(O2C_OP_OTHER, bytes, ns);
	if (r != CUDA_SUCCESS) {
		o2c_note("", "page-locking %zu bytes at %p: %s; its copies are staged", bytes, host,
		         o2c_cu_describe(r));
		return 0;
	}
	if (bytes >= (size_t)1 << CLASS_HI)
		X.lock_nspb = (double)ns / (double)bytes;
	return 1;
}

/* pin mode: a lasting mapping of at least 2 MiB, at its mapping. */
int
o2c_xfer_lock(void *host, size_t bytes)
{
	if (o2c_xfer_mode() != O2C_XFER_PIN || bytes < (X.min ? X.min : (size_t)2 << 20))
		return 0;
	return lock(host, bytes);
}

/* auto mode: lasting mapping e, copied again, is locked once its copies
 * have paid for it. */
static void
lock_if_paid(O2cEntry *e)
{
	double spent = (double)e->moved_ns - (double)e->moved * X.direct_nspb;

	if (o2c_xfer_mode() != O2C_XFER_AUTO || e->pinned || e->fresh || e->lock_tried ||
	    e->associated || e->bytes < (size_t)1 << CLASS_HI ||
	    spent < (X.lock_nspb + X.unlock_nspb) * (double)e->bytes)
		return;
	e->lock_tried = 1;
	e->pinned = (unsigned char)lock((void *)e->host, e->bytes);
	if (e->pinned)
		o2c_note(e->name, "page-locked in place after %zu bytes copied again (%.3f ms more "
		                  "than direct copies would have taken)",
		         e->moved, spent / 1e6);
}

/* A copy of bytes of a present mapping e (target update, always): in
 * (1) to the device at dev from host, or back. */
int
o2c_xfer_again(O2cEntry *e, unsigned long long dev, void *host, size_t bytes, int in)
{
	unsigned long long ns;

	lock_if_paid(e);
	if (timed_copy(dev, host, bytes, in, e->pinned, &ns))
		return -1;
	if (!e->pinned) {
		e->moved += bytes;
		e->moved_ns += ns;
	}
	return 0;
}

void
o2c_xfer_unlock(void *host, size_t bytes)
{
	unsigned long long t = o2c_ledger_clock(), ns;

	(void)CU_CALL(cuMemHostUnregister, host);
	ns = o2c_ledger_clock() - t;
	o2c_ledger_xfer(O2C_OP_OTHER, 0, ns);
	if (bytes >= (size_t)1 << CLASS_HI)
		X.unlock_nspb = (double)ns / (double)bytes;
}

/* At teardown, the context still current. */
void
o2c_xfer_teardown(void)
{
	o2c_stage_teardown();
}

/* The helpers only: a quick teardown leaves the ring to the driver. */
void
o2c_xfer_stop(void)
{
	o2c_stage_stop();
}
