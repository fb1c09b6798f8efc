print("flick")
