/* The algebra of a team window's index forms (index_terms.h): adding
 * terms and forms, splitting a form into the team's row and column and
 * their offsets, comparing forms, and printing offsets as C.  Pure
 * functions of the forms; windows.c finds the forms in the AST.
 */
#include <string.h>

#include "index_terms.h"

int
terms_add(Form *f, CXCursor var, int kind, int pitch, long long coef)
{
	if (!coef)
		return 1;
	for (int i = 0; i < f->n; i++)
		if (f->t[i].pitch == pitch && f->t[i].kind == kind &&
		    (kind ? clang_equalCursors(f->t[i].var, var) : 1)) {
			f->t[i].coef += coef;
			return 1;
		}
	if (f->n == MAX_TERMS)
		return 0;
	f->t[f->n++] = (Term){var, kind, pitch, coef};
	return 1;
}

int
terms_add_form(Form *f, const Form *g, long long s)
{
	if (g->n && f->n && !clang_Cursor_isNull(g->pitch) && !clang_Cursor_isNull(f->pitch) &&
	    !clang_equalCursors(g->pitch, f->pitch))
		return 0;
	if (clang_Cursor_isNull(f->pitch))
		f->pitch = g->pitch;
	f->k += s * g->k;
	for (int i = 0; i < g->n; i++)
		if (!terms_add(f, g->t[i].var, g->t[i].kind, g->t[i].pitch, s * g->t[i].coef))
			return 0;
	return 1;
}

int
terms_has_pitch(const Form *f)
{
	for (int i = 0; i < f->n; i++)
		if (f->t[i].pitch && f->t[i].coef)
			return 1;
	return 0;
}

/* Split f into its team part (team variables) and its offsets (loop
 * variables and the constant), the pitch terms into row, the rest into
 * column. */
void
terms_split(const Form *f, Form *r_team, Form *r_off, Form *c_team, Form *c_off)
{
	memset(r_team, 0, sizeof *r_team);
	memset(r_off, 0, sizeof *r_off);
	memset(c_team, 0, sizeof *c_team);
	memset(c_off, 0, sizeof *c_off);
	c_off->k = f->k;
	for (int i = 0; i < f->n; i++) {
		const Term *t = &f->t[i];
		Form *to = t->pitch ? (t->kind == ATOM_TEAM ? r_team : r_off)
		                    : (t->kind == ATOM_TEAM ? c_team : c_off);
		if (!t->kind)
			to->k += t->coef;
		else
			terms_add(to, t->var, t->kind, 0, t->coef);
	}
}

int
terms_same(const Form *a, const Form *b)
{
	if (a->n != b->n)
		return 0;
	for (int i = 0; i < a->n; i++) {
		int found = 0;
		for (int j = 0; j < b->n && !found; j++)
			found = a->t[i].coef == b->t[j].coef && a->t[i].kind == b->t[j].kind &&
			        clang_equalCursors(a->t[i].var, b->t[j].var);
		if (!found)
			return 0;
	}
	return 1;
}

int
terms_zero(const Form *f)
{
	for (int i = 0; i < f->n; i++)
		if (f->t[i].coef)
			return 0;
	return 1;
}

/* Offsets f with constant k as C, "(m - t + 1)": int arithmetic where
 * ints (every term and sum fits one; nvcc's shared addresses are 32
 * bits), else long long. */
void
terms_print(Buf *b, const Form *f, long long k, int ints)
{
	const char *cast = ints ? "(int)" : "(long long)", *suffix = ints ? "" : "LL";
	int first = 1;

	buf_puts(b, "(");
	for (int t = 0; t < f->n; t++) {
		long long c = f->t[t].coef;
		const char *v = cx_take_string(clang_getCursorSpelling(f->t[t].var));
		if (!c)
			continue;
		buf_puts(b, c < 0 ? (first ? "-" : " - ") : (first ? "" : " + "));
		if (c != 1 && c != -1)
			buf_printf(b, "%lld%s * ", c < 0 ? -c : c, suffix);
		buf_printf(b, "%s%s", cast, v);
		first = 0;
	}
	if (first)
		buf_printf(b, "%lld%s", k, suffix);
	else if (k)
		buf_printf(b, " %c %lld%s", k < 0 ? '-' : '+', k < 0 ? -k : k, suffix);
	buf_puts(b, ")");
}
