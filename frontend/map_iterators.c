/* The iterator modifier of map clauses and of target update's motion
 * clauses (OpenMP 5.1 2.1.6, 2.21.7.1, 2.14.6):
 *     map(iterator(it = lo:hi), tofrom: a[it][0:m])
 * names one list item per value of it.  Where it is one iterator of step
 * 1 that each list item names once, as a whole subscript, the items are
 * adjacent pieces of one section, a[lo:hi-lo][0:m], read as that
 * section: one range that a kernel's accesses of a[i] address through
 * one base, which separate device copies of each element would not give
 * (the section's checks then apply: one contiguous range).  Of target
 * update, the section has stride 1: the runtime moves each element that
 * is present, one at a time, as each item would be.  Target enter and
 * exit data, whose items would each have their own reference count, and
 * anything else are errors. */
#include <stdio.h>

#include "pieces.h"

/* Is p "iterator(...)"?  Its inside into *in. */
static int
iterator_word(Piece p, Piece *in)
{
	if (ident_len(p) != 8 || strncmp(p.s, "iterator", 8))
		return 0;
	*in = trim((Piece){p.s + 8, p.at + 8, p.n - 8});
	if (in->n < 2 || in->s[0] != '(' || in->s[in->n - 1] != ')')
		return 0;
	*in = trim((Piece){in->s + 1, in->at + 1, in->n - 2});
	return 1;
}

/* [type] name = lo:hi[:step] into it; 0 after an error. */
static int
iterator_spec(Ctx *c, Piece in, MapIterator *it)
{
	Piece defs[2], sides[2], range[4], *name = &sides[0];
	long step = 1;

	if (split(in, ',', defs, 2) != 1) {
		diag_error(cx_loc(c, in.at), "an iterator modifier of more than one iterator is not "
		           "supported yet");
		return 0;
	}
	int nr = 0;
	if (split(in, '=', sides, 2) != 2 || (nr = split(sides[1], ':', range, 4)) < 2 || nr > 3) {
		diag_error(cx_loc(c, in.at), "expected 'name = begin:end[:step]' in an iterator "
		           "modifier");
		return 0;
	}
	size_t k = name->n;
	while (k > 0 && (isalnum((unsigned char)name->s[k - 1]) || name->s[k - 1] == '_'))
		k--;
	Piece type = trim((Piece){name->s, name->at, k});
	if (type.n && !word_is(type, "int") && !word_is(type, "long") &&
	    !word_is(type, "long long") && !word_is(type, "size_t")) {
		diag_error(cx_loc(c, type.at), "an iterator of type '%s' is not supported yet: only "
		           "int, long, long long and size_t", str(type));
		return 0;
	}
	if (nr == 3 && (!clause_constant(c, str(range[2]), &step) || step != 1)) {
		diag_error(cx_loc(c, range[2].at), "an iterator of step '%s' is not supported yet: "
		           "only step 1", str(range[2]));
		return 0;
	}
	it->name = arena_strndup(name->s + k, name->n - k);
	it->lo = str(range[0]);
	it->hi = str(range[1]);
	it->at = in.at;
	return 1;
}

/* The modifiers mods without an iterator modifier, into *mods, and that
 * iterator into *it (it->name NULL: none); 0 after an error. */
int
map_iterator_modifier(Ctx *c, Piece *mods, MapIterator *it)
{
	Piece words[8], in;
	int n = split(*mods, ',', words, 8);
	Buf rest = {0};

	it->name = NULL;
	for (int i = 0; i < n && i < 8; i++) {
		if (!iterator_word(words[i], &in)) {
			buf_printf(&rest, "%s%.*s", rest.len ? ", " : "", (int)words[i].n, words[i].s);
			continue;
		}
		if (it->name) {
			diag_error(cx_loc(c, words[i].at), "two iterator modifiers on one clause");
			return 0;
		}
		if (!iterator_spec(c, in, it))
			return 0;
	}
	if (it->name)
		*mods = (Piece){rest.len ? rest.s : "", mods->at, rest.len};
	return 1;
}

/* The offsets of each identifier name in p that is not a member name,
 * into at[] (up to 2); their number. */
static int
uses(Piece p, const char *name, size_t *at)
{
	size_t n = strlen(name);
	int count = 0;

	for (size_t i = 0; i < p.n;) {
		Piece rest = {p.s + i, p.at, p.n - i};
		size_t id = i && (isalnum((unsigned char)p.s[i - 1]) || p.s[i - 1] == '_')
		                    ? 0 : ident_len(rest);
		if (!id) {
			i++;
			continue;
		}
		size_t k = i;
		while (k > 0 && isspace((unsigned char)p.s[k - 1]))
			k--;
		int member = k > 0 && (p.s[k - 1] == '.' || (k > 1 && p.s[k - 1] == '>' &&
		                                             p.s[k - 2] == '-'));
		if (id == n && !strncmp(p.s + i, name, n) && !member && count++ < 2)
			at[count - 1] = i;
		i += id;
	}
	return count;
}

/* List item p of a clause with iterator it on a directive DIR_*, read
 * as the section its items make (see the file's comment); NULL after an
 * error. */
const char *
map_iterator_item(Ctx *c, const MapIterator *it, Piece p, int dir)
{
	size_t at[2], b, e;

	if (dir == DIR_TARGET_ENTER_DATA || dir == DIR_TARGET_EXIT_DATA) {
		diag_error(cx_loc(c, p.at), "an iterator modifier on '#pragma omp %s' is not "
		           "supported yet: each of its items is mapped and unmapped on its own",
		           dir_spelling[dir]);
		return NULL;
	}

	if (uses(p, it->name, at) != 1) {
		diag_error(cx_loc(c, p.at), "list item '%s' of a clause with an iterator modifier "
		           "that does not name iterator '%s' exactly once is not supported yet",
		           str(p), it->name);
		return NULL;
	}
	for (b = at[0]; b > 0 && isspace((unsigned char)p.s[b - 1]); b--)
		;
	for (e = at[0] + strlen(it->name); e < p.n && isspace((unsigned char)p.s[e]); e++)
		;
	if (!b || p.s[b - 1] != '[' || e == p.n || p.s[e] != ']') {
		diag_error(cx_loc(c, p.at), "list item '%s' of a clause with an iterator modifier is "
		           "supported yet only where iterator '%s' is a whole subscript, '[%s]'",
		           str(p), it->name, it->name);
		return NULL;
	}
	return arena_printf("%.*s(%s):((%s) > (%s) ? (%s) - (%s) : 0)%s%.*s", (int)b, p.s, it->lo,
	                    it->hi, it->lo, it->hi, it->lo, dir == DIR_TARGET_UPDATE ? ":1" : "",
	                    (int)(p.n - e), p.s + e);
}
