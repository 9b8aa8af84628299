/* Index forms of a team's windows (windows.c): an index expression as a
 * constant plus a sum of integer coefficients times variables, some of
 * them times the pitch (coef * pitch * var).  Included by windows.c and
 * index_terms.c alone. */
#ifndef INDEX_TERMS_H
#define INDEX_TERMS_H

#include "internal.h"

enum { MAX_TERMS = 16 };

/* The kinds of variable a term can have: the team's own (the same for
 * every access of a statement) or a loop's. */
enum { ATOM_TEAM = 1, ATOM_ITER = 2 };

/* coef * var, or coef * pitch * var where pitch; var null for 1. */
typedef struct Term {
	CXCursor var;
	int kind;             /* ATOM_* of var; 0 for 1 */
	int pitch;
	long long coef;
} Term;

typedef struct Form {
	long long k;
	Term t[MAX_TERMS];
	int n;
	CXCursor pitch;       /* the pitch variable, null when no term has it */
} Form;

/* Add coef * var (times the pitch where pitch) to f; 0 when f has no
 * room for another term. */
int terms_add(Form *f, CXCursor var, int kind, int pitch, long long coef);
/* f += s * g; 0 when their pitches differ or f has no room. */
int terms_add_form(Form *f, const Form *g, long long s);
/* Has f a term times the pitch? */
int terms_has_pitch(const Form *f);
void terms_split(const Form *f, Form *r_team, Form *r_off, Form *c_team, Form *c_off);
int terms_same(const Form *a, const Form *b);
int terms_zero(const Form *f);
void terms_print(Buf *b, const Form *f, long long k, int ints);

#endif
