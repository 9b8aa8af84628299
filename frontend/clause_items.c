/* What every clause decoder reads a list item with: the variable a
 * clause names, an integer constant of a clause, a map type with its
 * modifiers, and the map a directive implies for a variable.  Below
 * clauses.c, clause_lists.c, reductions.c, map_items.c, map_iterators.c
 * and mappers.c.
 */
#include <stdlib.h>
#include <string.h>

#include "cxx.h"
#include "pieces.h"

/* The variable a clause names at file offset `at`. */
Var *
clause_var(Ctx *c, Region *r, const char *name, unsigned at)
{
	Loc loc = cx_loc(c, at);
	Decl *d = scan_lookup(c, name, r->src.pragma_begin);

	if (!strncmp(name, "o2c_", 4)) {
		/* the host code's own names: map(o2c_maps[0:n]) would take
		 * the address of the generated map list */
		diag_error(loc, "'%s' in a clause: names beginning with 'o2c_' are reserved for omp2cuda",
		           name);
		return NULL;
	}
	if (!d && cxx_member_item(c, name, r->src.pragma_begin, loc))
		return NULL;
	if (!d) {
		diag_error(loc, "'%s' is not a variable declared in this file", name);
		return NULL;
	}
	return captures_var(c, d, loc);
}

/* mapper(id): 1, the id into *id (NULL for mapper(default): the
 * default mapper, if the type has one). */
int
map_mapper_modifier(Piece p, const char **id)
{
	Piece in;

	if (ident_len(p) != 6 || strncmp(p.s, "mapper", 6))
		return 0;
	in = trim((Piece){p.s + 6, p.at + 6, p.n - 6});
	if (in.n < 2 || in.s[0] != '(' || in.s[in.n - 1] != ')')
		return 0;
	*id = str(trim((Piece){in.s + 1, in.at + 1, in.n - 2}));
	if (!strcmp(*id, "default"))
		*id = NULL;
	return 1;
}

/* [always,] [close,] [present,] [mapper(id),] type  ->  MAP_* with
 * flags, the mapper's id into *mapper (NULL for none); -1 after an
 * error.  present (OpenMP 5.1 2.21.7.1): the runtime stops the program
 * when the item is not in the device data environment on entry. */
int
map_type(Ctx *c, Piece p, const char **mapper)
{
	static const char *const names[] = {"alloc", "to", "from", "tofrom", "release", "delete"};
	static const int types[] = {MAP_ALLOC, MAP_TO,    MAP_FROM,
	                            MAP_TOFROM, MAP_ALLOC, MAP_ALLOC | MAP_DELETE};
	Piece words[8];
	int n = split(p, ',', words, 8), flags = 0;

	if (n == 1 && memchr(p.s, ' ', p.n)) /* OpenMP 5.1: modifiers without commas */
		n = split(p, ' ', words, 8);
	for (int i = 0; i < n && i < 8; i++) {
		if (!words[i].n)
			continue;
		if (word_is(words[i], "always")) {
			flags |= MAP_ALWAYS;
			continue;
		}
		if (word_is(words[i], "present")) {
			flags |= MAP_PRESENT;
			continue;
		}
		if (word_is(words[i], "close"))
			continue; /* a placement hint: the GPU has one memory */
		if (mapper && map_mapper_modifier(words[i], mapper))
			continue;
		if (i != n - 1) {
			diag_error(cx_loc(c, words[i].at), "map-type modifier '%s' is not supported yet",
			           str(words[i]));
			return -1;
		}
		for (int t = 0; t < 6; t++)
			if (word_is(words[i], names[t]))
				return types[t] | flags;
		diag_error(cx_loc(c, words[i].at), "map type '%s' is not supported yet", str(words[i]));
		return -1;
	}
	return MAP_TOFROM | flags;
}

/* The map type of a declare mapper's map clause (mappers.c). */
int
map_type_of_text(Ctx *c, Piece p)
{
	return map_type(c, p, NULL);
}

/* An integer literal, a macro of this file defined as one, or another
 * integer constant expression clang evaluates (frontend_constant). */
int
clause_constant(Ctx *c, const char *text, long *v)
{
	char *end;

	*v = strtol(text, &end, 0);
	if (*text && !*end)
		return 1;
	if (strpbrk(text, "+-*/%()<>&|^~?") && frontend_constant(c, text, v))
		return 1;
	for (size_t i = c->nmacros; i-- > 0;) {
		if (strcmp(c->macros[i].name, text))
			continue;
		const char *body = c->macros[i].text + strlen(text);
		*v = strtol(body, &end, 0);
		while (isspace((unsigned char)*end))
			end++;
		return end != body && !*end;
	}
	return 0;
}

/* A map of the whole of v that the directive implies rather than lists:
 * a defaultmap behavior's (defaultmap.c), the tofrom map of an
 * in_reduction or lastprivate item. */
void
clauses_implicit_map(Region *r, Var *v, Loc loc, int type, size_t *cap)
{
	MapItem m = {.loc = loc, .type = type, .implicit = 1, .text = v->name, .var = v,
	             .base = v->name};

	VEC_PUSH(r->data.maps, r->data.nmaps, *cap, m);
}
