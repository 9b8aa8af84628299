/* lowering/: la.c and lb.c call each other. */
int lb_step(int n);

int la_step(int n)
{
	return n > 0 ? lb_step(n - 1) : 0;
}
