/* The tune file of -ftune-file=<path>: decisions forced per kernel
 * region, like a profile for profile-guided optimisation.
 * tools/bench/tune.py writes it from measurements; a user may write or
 * edit one by hand.  The format, one region a line:
 *
 *     # a comment, to the end of the line; blank lines are skipped
 *     gaussian.c:56 teams-on-warps=off stage-rows=off block=128
 *     lud.c:88:5 narrow-loops=off
 *
 * First the region's directive as --explain and the ledger name it:
 * its source file, line, and optionally column (the file as the compile
 * names it, or its trailing components: gaussian.c names
 * benchmarks/gaussian/gaussian.c).  Then decisions, key=value:
 *   <switch>=on|off  any pass switch of the driver, named as its
 *                    -f[no-]<switch> flag (stage-rows, teams-on-warps,
 *                    tile-loops, narrow-loops, flat-loops, spread-small-loops,
 *                    signed-loop, provenance, const, ldg, restrict,
 *                    known-args): the
 *                    region is lowered with it, whatever the command line
 *   block=N          N threads per block (a power of two from 32 to
 *                    1024), for a combined loop whose program cannot
 *                    tell its team size (lowering/tune.c); elsewhere
 *                    ignored with a warning
 * The tune file may be stale after edits: a line naming no kernel
 * region of a file the compile holds, an unknown key or a bad value is
 * a warning "path: line N: ..." and is skipped, never an error; a file
 * that cannot be read is an error (exit status 1).
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "driver.h"

/* file:line or file:line:col into t; 0 when it is neither. */
static int
parse_where(char *w, Tune *t)
{
	char *c = strrchr(w, ':'), *l;

	if (!c || !all_digits(c + 1))
		return 0;
	*c = 0;
	l = strrchr(w, ':');
	if (l && l > w && all_digits(l + 1)) {
		*l = 0;
		t->line = (unsigned)strtoul(l + 1, NULL, 10);
		t->col = (unsigned)strtoul(c + 1, NULL, 10);
	} else {
		t->line = (unsigned)strtoul(c + 1, NULL, 10);
	}
	t->file = arena_strdup(w);
	return *w && t->line > 0;
}

/* One key=value into t, or a warning and nothing. */
static void
parse_decision(const char *path, unsigned at, const char *kv, Tune *t)
{
	const char *eq = strchr(kv, '=');
	const char *key = eq ? arena_strndup(kv, (size_t)(eq - kv)) : kv, *v = eq ? eq + 1 : "";
	int i = lower_switch_index(key);
	char *end;
	long n;

	if (!strcmp(key, "block")) {
		n = strtol(v, &end, 10);
		if (!*v || *end || n < 32 || n > 1024 || (n & (n - 1))) {
			lower_tune_warn(path, at, "'%s': block takes a power of two from 32 to 1024 "
			                "(ignored)", kv);
			return;
		}
		t->block = (int)n;
		return;
	}
	if (i < 0) {
		lower_tune_warn(path, at, "unknown decision '%s' (ignored)", key);
		return;
	}
	if (strcmp(v, "on") && strcmp(v, "off")) {
		lower_tune_warn(path, at, "'%s': %s takes on or off (ignored)", kv, key);
		return;
	}
	t->set[i] = !strcmp(v, "on");
}

/* One line of the file into t; 0 when it holds no region. */
static int
parse_line(const char *path, unsigned at, char *s, Tune *t)
{
	char *tok, *hash = strchr(s, '#');

	if (hash)
		*hash = 0;
	if (!(tok = strtok(s, " \t\r\n")))
		return 0;
	memset(t, 0, sizeof *t);
	memset(t->set, -1, sizeof t->set);
	t->path = path;
	t->at = at;
	if (!parse_where(tok, t)) {
		lower_tune_warn(path, at, "expected <file>:<line> first, not '%s' (line ignored)", tok);
		return 0;
	}
	while ((tok = strtok(NULL, " \t\r\n")))
		parse_decision(path, at, tok, t);
	return 1;
}

/* An earlier line for the same directive, or NULL. */
static const Tune *
earlier(const Tune *tunes, int n, const Tune *t)
{
	for (int i = 0; i < n; i++)
		if (!strcmp(tunes[i].file, t->file) && tunes[i].line == t->line &&
		    tunes[i].col == t->col)
			return &tunes[i];
	return NULL;
}

void
tune_read(Options *o)
{
	FILE *f = fopen(o->tune_file, "r");
	char line[4096];
	unsigned at = 0;
	size_t cap = 0;
	Tune t;
	const Tune *first;

	if (!f) {
		fprintf(stderr, "omp2cuda: error: cannot read the tune file '%s': %s\n", o->tune_file,
		        strerror(errno));
		exit(1);
	}
	while (fgets(line, sizeof line, f)) {
		at++;
		if (!parse_line(o->tune_file, at, line, &t))
			continue;
		if ((first = earlier(o->tunes, o->ntunes, &t))) {
			lower_tune_warn(o->tune_file, at, "%s:%u named again: line %u applies (line "
			                "ignored)", t.file, t.line, first->at);
			continue;
		}
		VEC_PUSH(o->tunes, o->ntunes, cap, t);
	}
	fclose(f);
}

/* Is f the name of a file unit u holds: its source, or one a region of
 * it is in? */
static int
unit_file(const Unit *u, const char *f)
{
	if (lower_tune_file(f, u->path))
		return 1;
	for (int i = 0; i < u->nregions; i++)
		if (lower_tune_file(f, u->regions[i]->loc.file))
			return 1;
	return 0;
}

/* The region at t's line, a kernel's first, or NULL. */
static const Region *
region_at(const Unit *u, const Tune *t)
{
	const Region *any = NULL;

	for (int i = 0; i < u->nregions; i++) {
		const Region *r = u->regions[i];
		if (!lower_tune_file(t->file, r->loc.file) || r->loc.line != t->line ||
		    (t->col && r->loc.col != t->col))
			continue;
		if (dir_has_kernel(r->dir))
			return r;
		any = any ? any : r;
	}
	return any;
}

void
tune_check_unit(const Options *o, const Unit *u)
{
	for (int i = 0; i < o->ntunes; i++) {
		Tune *t = &o->tunes[i];
		const Region *r;
		if (!unit_file(u, t->file))
			continue;
		t->known_file = 1;
		r = region_at(u, t);
		if (!r)
			lower_tune_warn(t->path, t->at, "no target region at %s:%u%s (is the tune file "
			                "stale?)", t->file, t->line,
			                t->col ? arena_printf(":%u", t->col) : "");
		else if (!dir_has_kernel(r->dir))
			lower_tune_warn(t->path, t->at, "%s:%u: '%s' has no kernel to tune", t->file,
			                t->line, r->pragma);
	}
}

void
tune_check_program(const Options *o)
{
	for (int i = 0; i < o->ntunes; i++)
		if (!o->tunes[i].known_file)
			lower_tune_warn(o->tunes[i].path, o->tunes[i].at,
			                "no source of the program is %s (is the tune file stale?)",
			                o->tunes[i].file);
}
