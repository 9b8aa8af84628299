struct kw { int this; int re; };
