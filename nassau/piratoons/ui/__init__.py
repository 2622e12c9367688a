"""Playing Piratoons in a notebook: the table's ipywidgets controls around the chest, the auction
and the ships."""
