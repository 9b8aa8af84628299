int la_step(int n);

int lb_step(int n)
{
	return la_step(n);
}
