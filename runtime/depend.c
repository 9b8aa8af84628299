/* The dependence table (depend.h): which pending target tasks a new one
 * waits for.
 *
 * OpenMP 5.2 15.9.5: a task with in on a location depends on the last
 * earlier task with out or inout (or mutexinoutset, inoutset) on it; a
 * task that writes a location depends on every earlier task with any
 * type on it.  Enough of those edges to order the same tasks: a writer
 * waits for the readers since the last writer, which each waited for
 * it, or for that writer when there are none; a reader waits for the
 * last writer.  Completed tasks leave the table (o2c_dep_done): nothing
 * waits for them.
 *
 * Requires: callers serialize access; a task is added once, and done
 * after every task it was added before (tasks complete in issue order,
 * runtime/task.c), so that a reader never outlives its writer.
 * Guarantees: the answer of o2c_dep_add lists each task once, never the
 * task itself; allocation failure is returned, never fatal.
 */
#include <stdlib.h>
#include <string.h>

#include "depend.h"

/* Index of the first slot whose address is not below a. */
static size_t
lower(const O2cDeps *t, uintptr_t a)
{
	size_t lo = 0, hi = t->n, mid;

	while (lo < hi) {
		mid = lo + (hi - lo) / 2;
		if (t->v[mid].addr < a)
			lo = mid + 1;
		else
			hi = mid;
	}
	return lo;
}

static O2cDepSlot *
find(O2cDeps *t, uintptr_t a)
{
	size_t i = lower(t, a);

	return i < t->n && t->v[i].addr == a ? &t->v[i] : NULL;
}

/* The slot of location a, made empty when absent; NULL when out of host
 * memory. */
static O2cDepSlot *
slot(O2cDeps *t, uintptr_t a)
{
	size_t i = lower(t, a), cap;
	O2cDepSlot *v;

	if (i < t->n && t->v[i].addr == a)
		return &t->v[i];
	if (t->n == t->cap) {
		cap = t->cap ? 2 * t->cap : 16;
		if (!(v = realloc(t->v, cap * sizeof *v)))
			return NULL;
		t->v = v;
		t->cap = cap;
	}
	memmove(&t->v[i + 1], &t->v[i], (t->n - i) * sizeof *t->v);
	t->n++;
	t->v[i] = (O2cDepSlot){.addr = a};
	return &t->v[i];
}

static int
push(const void ***v, size_t *n, size_t *cap, const void *task)
{
	const void **w;
	size_t c;

	if (*n == *cap) {
		c = *cap ? 2 * *cap : 8;
		if (!(w = realloc(*v, c * sizeof *w)))
			return -1;
		*v = w;
		*cap = c;
	}
	(*v)[(*n)++] = task;
	return 0;
}

/* Add task to the answer, once. */
static int
wait_for(O2cDeps *t, const void *self, const void *task)
{
	if (!task || task == self)
		return 0;
	for (size_t i = 0; i < t->nwait; i++)
		if (t->wait[i] == task)
			return 0;
	return push(&t->wait, &t->nwait, &t->capwait, task);
}

/* What a task with item d waits for, as the table is before it. */
static int
waits(O2cDeps *t, const void *task, const O2cDepend *d)
{
	O2cDepSlot *s = find(t, (uintptr_t)d->addr);

	if (!s)
		return 0;
	if (d->type == O2C_DEP_IN || !s->nreaders)
		return wait_for(t, task, s->writer);
	for (size_t i = 0; i < s->nreaders; i++)
		if (wait_for(t, task, s->readers[i]))
			return -1;
	return 0;
}

/* The task is the location's writer from now on, or one more reader. */
static int
record(O2cDeps *t, const void *task, const O2cDepend *d)
{
	O2cDepSlot *s = slot(t, (uintptr_t)d->addr);

	if (!s)
		return -1;
	if (d->type != O2C_DEP_IN) {
		s->writer = task;
		s->nreaders = 0;
		return 0;
	}
	if (s->writer == task || (s->nreaders && s->readers[s->nreaders - 1] == task))
		return 0;
	return push(&s->readers, &s->nreaders, &s->capreaders, task);
}

/* Task, issued now with these depend items: the pending tasks it must
 * wait for are t->wait[0..n), n returned; -1 when out of host memory.
 * Each item is looked up as the table was before the task, so that a
 * task naming one location twice (in and out) does not wait for itself. */
int
o2c_dep_add(O2cDeps *t, const void *task, const O2cDepend *deps, int ndeps)
{
	t->nwait = 0;
	for (int i = 0; i < ndeps; i++)
		if (waits(t, task, &deps[i]))
			return -1;
	for (int i = 0; i < ndeps; i++)
		if (record(t, task, &deps[i]))
			return -1;
	return (int)t->nwait;
}

/* Task has completed: it leaves every slot, and empty slots the table. */
void
o2c_dep_done(O2cDeps *t, const void *task)
{
	size_t i, j, k;

	for (i = 0, j = 0; i < t->n; i++) {
		O2cDepSlot *s = &t->v[i];
		if (s->writer == task)
			s->writer = NULL;
		for (k = 0; k < s->nreaders;)
			if (s->readers[k] == task)
				s->readers[k] = s->readers[--s->nreaders];
			else
				k++;
		if (!s->writer && !s->nreaders) {
			free(s->readers);
			continue;
		}
		t->v[j++] = *s;
	}
	t->n = j;
}

void
o2c_dep_clear(O2cDeps *t)
{
	for (size_t i = 0; i < t->n; i++)
		free(t->v[i].readers);
	free(t->v);
	free(t->wait);
	*t = (O2cDeps){0};
}
