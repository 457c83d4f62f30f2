static int helper(int x) { return x * 2; }
int square(int x) { return x * x; }
int unused(int x) { return x + 1; }
int main(int argc, char **argv) {
    int total = 0;
    for (int i = 0; i < argc + 2; i++) {
        total += square(i);
    }
    if (total > 1000) total = helper(total);
    return total > 5 ? 0 : 1;
}
