/* Index arithmetic of row-major accesses a[R * ld + f], as the walks
 * that read rows and columns of one array read it (pivots.c,
 * own_cols.c): values through conversions that keep them, variable
 * references, the parts of a signed sum, loops of step one. */
#ifndef ROW_TERMS_H
#define ROW_TERMS_H

#include "internal.h"

/* e through parentheses, conversions to the same type, implicit ones of
 * other than integers (an lvalue's value, an array's first element) and
 * integer conversions that keep every value. */
CXCursor rt_value(CXCursor e);
/* Does e name variable decl (through rt_value)? */
int rt_names(CXCursor e, CXCursor decl);
/* Is e the binary operator op, its operands in kids? */
int rt_binop(CXCursor e, const char *op, CXCursor kids[2]);
/* Is inc v++, ++v or v += 1? */
int rt_step_one(CXCursor inc, CXCursor v);
/* The initializer of variable declaration d (after a type name the
 * declaration spells), or a null cursor. */
CXCursor rt_var_init(CXCursor d);
/* The terms of the signed integer sum e, each with its sign (1 or -1),
 * appended to parts and signs; 0 past max of them. */
int rt_sum_parts(CXCursor e, int sign, CXCursor *parts, int *signs, int *n, int max);
/* Is decl declared in [begin, end) of the main file (a body's own)? */
int rt_declared_in(CXCursor decl, unsigned begin, unsigned end);
/* The captured scalar decl names (a value the kernel gets as the host
 * has it), or NULL. */
const Var *rt_captured_scalar(Ctx *c, const Region *r, CXCursor decl);
/* A call of a math function or an __attribute__((const)) one: its
 * arguments walked by visit with data (NULL); else why not. */
const char *rt_pure_call(CXCursor call, CXCursorVisitor visit, CXClientData data);
/* Why cur cannot be in a body of arithmetic, if and for (an address, a
 * dereference, a static or pointer variable, another statement or
 * expression), or NULL where the walk may read through it. */
const char *rt_plain_why(CXCursor cur);

#endif
