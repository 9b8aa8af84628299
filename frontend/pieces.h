/* Pieces of a directive's clause text: the list items and expressions
 * the clause decoders (clause_items.c, clauses.c, clause_lists.c,
 * reductions.c, map_items.c, map_iterators.c, mappers.c, members.c,
 * interop.c) take apart, each with its file offset for messages.
 * Included by those files alone. */
#ifndef PIECES_H
#define PIECES_H

#include <ctype.h>
#include <string.h>

#include "internal.h"

typedef struct Piece {
	const char *s;
	unsigned at; /* file offset */
	size_t n;
} Piece;

/* Blanks, and line splices of a directive continued on the next line. */
static inline int
blank_at(Piece p, size_t i)
{
	return isspace((unsigned char)p.s[i]) || (p.s[i] == '\\' && i + 1 < p.n && p.s[i + 1] == '\n');
}

static inline Piece
trim(Piece p)
{
	while (p.n && blank_at(p, 0)) {
		p.s++;
		p.at++;
		p.n--;
	}
	while (p.n && (isspace((unsigned char)p.s[p.n - 1]) ||
	               (p.s[p.n - 1] == '\\' && p.n >= 1)))
		p.n--;
	return p;
}

/* Is p.s[i] the first colon of C++'s scope operator, `Class::name`
 * (not `lo::stride`, a section's omitted length)? */
static inline int
scope_colons(Piece p, size_t i)
{
	size_t w = i;

	while (w > 0 && (isalnum((unsigned char)p.s[w - 1]) || p.s[w - 1] == '_'))
		w--;
	return i + 2 < p.n && p.s[i + 1] == ':' && w < i && !isdigit((unsigned char)p.s[w]) &&
	       (isalpha((unsigned char)p.s[i + 2]) || p.s[i + 2] == '_');
}

/* Split p at top-level occurrences of sep (outside () [] {}, and for ':'
 * not a conditional's or a scope operator's). */
static inline int
split(Piece p, char sep, Piece *out, int max)
{
	int n = 0, depth = 0, conds = 0; /* conds: ?: conditionals open at depth 0 */
	size_t start = 0;

	for (size_t i = 0; i <= p.n; i++) {
		char ch = i < p.n ? p.s[i] : sep;
		if (ch == '(' || ch == '[' || ch == '{')
			depth++;
		else if (ch == ')' || ch == ']' || ch == '}')
			depth--;
		else if (ch == ':' && sep == ':' && scope_colons(p, i))
			i++;
		else if (ch == '?' && depth == 0 && sep == ':')
			conds++;
		else if (ch == ':' && depth == 0 && conds > 0 && i < p.n)
			conds--; /* a conditional's, `a[0 : c ? n : m]` */
		else if (ch == sep && depth == 0) {
			if (n < max)
				out[n] = trim((Piece){p.s + start, p.at + start, i - start});
			n++;
			start = i + 1;
		}
	}
	return n;
}

static inline const char *
str(Piece p)
{
	return arena_strndup(p.s, p.n);
}

static inline size_t
ident_len(Piece p)
{
	size_t i = 0;

	if (!p.n || !(isalpha((unsigned char)p.s[0]) || p.s[0] == '_'))
		return 0;
	while (i < p.n && (isalnum((unsigned char)p.s[i]) || p.s[i] == '_'))
		i++;
	return i;
}


static inline int
word_is(Piece p, const char *w)
{
	return strlen(w) == p.n && !strncmp(p.s, w, p.n);
}

/* clause_items.c */
Var *clause_var(Ctx *c, Region *r, const char *name, unsigned at);
int clause_constant(Ctx *c, const char *text, long *v);
int map_type(Ctx *c, Piece p, const char **mapper);
int map_mapper_modifier(Piece p, const char **id);
int map_type_of_text(Ctx *c, Piece p);

/* clause_lists.c: capacities of a region's variable lists as
 * clauses_list fills them. */
typedef struct Lists {
	size_t priv, fp, shared, copy, team, devptr;
} Lists;
void clauses_depend(Ctx *c, Region *r, const Clause *cl, size_t *cap);
void clauses_list(Ctx *c, Region *r, const Clause *cl, Lists *caps);
void clauses_lastprivate(Ctx *c, Region *r, const Clause *cl, size_t *cap, size_t *mapcap);
void clauses_linear(Ctx *c, Region *r, const Clause *cl, size_t *cap, size_t *mapcap);
void clauses_device_ptrs(Ctx *c, Region *r, const Clause *cl, size_t *cap);
void clauses_device_addrs(Ctx *c, Region *r, const Clause *cl, size_t *ptrcap, size_t *addrcap);
void clauses_check_device_ptrs(Region *r);

/* reductions.c */
void reductions_decode(Ctx *c, Region *r, const Clause *cl, size_t *cap);
void reductions_decode_in(Ctx *c, Region *r, const Clause *cl, size_t *cap, size_t *mapcap);
void reductions_decode_task(Ctx *c, Region *r, const Clause *cl, size_t *cap);
void reductions_map_pointers(Region *r, size_t *mapcap);

/* map_items.c */
int map_section_dims(MapItem *m, Piece rest);
int map_check_section(Ctx *c, MapItem *m);
void map_decode(Ctx *c, Region *r, const Clause *cl, size_t *cap);

/* map_iterators.c: iterator(it = lo:hi) of map and motion clauses */
typedef struct MapIterator {
	const char *name, *lo, *hi;
	unsigned at;
} MapIterator;
int map_iterator_modifier(Ctx *c, Piece *mods, MapIterator *it);
const char *map_iterator_item(Ctx *c, const MapIterator *it, Piece p, int dir);

/* mappers.c */
typedef void MapperAdd(Ctx *c, Region *r, Piece it, int type, int plain, size_t *cap);
int mappers_apply(Ctx *c, Region *r, const Var *v, Piece it, const char *id, int type,
                  MapperAdd add, size_t *cap);
int mappers_elements(Ctx *c, Region *r, const Var *v, Piece it, size_t base, const char *id, int type,
                     MapperAdd add, size_t *cap);
void mappers_implicit(Ctx *c, Region *r, MapperAdd add);
void map_merge(Region *r);
void map_attached(Region *r);

/* members.c */
int members_resolve(Ctx *c, const Region *r, MapItem *m, Piece *rest);

#endif
