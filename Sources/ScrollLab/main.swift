print("scroll-lab")
