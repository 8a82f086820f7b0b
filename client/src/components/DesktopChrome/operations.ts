import { graphql } from "../../gql";

export const desktopContactQuery = graphql(`
  query DesktopContact {
    supportOptions { email hotline officeAddress }
  }
`);
