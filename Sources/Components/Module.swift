// placeholder so the target builds before its sources land
