// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Avatar } from "./avatar";
import { Button } from "./button";
import { CheckboxField, TextField } from "./field";
import { Skeleton } from "./skeleton";

afterEach(cleanup);

describe("design system components", () => {
  it("ties a field's label, hint and error to its control", () => {
    render(<TextField label="Postal code" hint="5 digits" error="Enter 5 digits" name="postalCode" />);
    const input = screen.getByLabelText("Postal code");
    expect(input.getAttribute("aria-invalid")).toBe("true");
    const described = (input.getAttribute("aria-describedby") ?? "").split(" ");
    expect(described.map((id) => document.getElementById(id)?.textContent)).toEqual([
      "5 digits",
      "Enter 5 digits",
    ]);
  });

  it("leaves a valid field unmarked", () => {
    render(<TextField label="City" name="city" />);
    const input = screen.getByLabelText("City");
    expect(input.getAttribute("aria-invalid")).toBeNull();
    expect(input.getAttribute("aria-describedby")).toBeNull();
  });

  it("gives a switch the switch role", () => {
    render(<CheckboxField switch label="News by e-mail" name="mail" />);
    expect(screen.getByRole("switch", { name: "News by e-mail" })).toBeDefined();
  });

  it("refuses a second click while busy and says so", () => {
    const onClick = vi.fn();
    const { rerender } = render(<Button onClick={onClick}>Save</Button>);
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    rerender(
      <Button onClick={onClick} busy>
        Save
      </Button>,
    );
    const button = screen.getByRole("button", { name: "Save" });
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(button.getAttribute("aria-busy")).toBe("true");
  });

  it("shows the lowercase initials when there is no picture", () => {
    render(<Avatar fallback="cm" label="Camille Martin" />);
    expect(screen.getByRole("img", { name: "Camille Martin" }).textContent).toBe("cm");
  });

  it("announces a skeleton once, by its label", () => {
    render(<Skeleton label="Loading your profile" lines={4} />);
    expect(screen.getByRole("status").textContent).toBe("Loading your profile");
  });
});
