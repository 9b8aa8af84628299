/* A 2-D heat equation on an n x n grid with fixed borders. */
#ifndef STENCIL_H
#define STENCIL_H

/* The weight of each neighbour in one explicit step (stable below 0.25). */
#define STENCIL_ALPHA 0.2

/* Runs steps explicit steps of u on the GPU (in place). */
void stencil_run(int n, int steps, double *u);

/* The same steps on the host, one thread: the reference. */
void stencil_run_serial(int n, int steps, double *u);

#endif
